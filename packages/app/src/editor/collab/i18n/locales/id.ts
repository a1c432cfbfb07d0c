import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Juga ada di presentasi ini',
  onSlide: '{{name}} ada di slide ini',
  someone: 'Seseorang',
  you: 'Anda (jendela lain)',
};

export default translations;
