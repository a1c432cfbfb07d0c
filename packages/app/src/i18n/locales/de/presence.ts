import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Ebenfalls in dieser Präsentation',
  onSlide: '{{name}} ist auf dieser Folie',
  someone: 'Jemand',
  you: 'Sie (anderes Fenster)',
};

export default translations;
