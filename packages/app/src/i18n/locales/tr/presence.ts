import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Bu sunumda bulunan diğer kişiler',
  onSlide: '{{name}} bu slaytta',
  someone: 'Biri',
  you: 'Siz (başka pencere)',
};

export default translations;
