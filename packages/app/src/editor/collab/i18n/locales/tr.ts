import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Bu sunumda bulunan diğer kişiler',
  onSlide: '{{name}} bu slaytta',
  someone: 'Biri',
  you: 'Siz (başka pencere)',
};

export default translations;
