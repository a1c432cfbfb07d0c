import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Ebenfalls in dieser Präsentation',
  onSlide: '{{name}} ist auf dieser Folie',
  someone: 'Jemand',
  you: 'Sie (anderes Fenster)',
};

export default translations;
