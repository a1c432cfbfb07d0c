import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Juga ada di presentasi ini',
  onSlide: '{{name}} ada di slide ini',
  someone: 'Seseorang',
  you: 'Anda (jendela lain)',
};

export default translations;
