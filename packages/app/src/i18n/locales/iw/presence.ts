import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'נמצאים גם במצגת הזו',
  onSlide: '{{name}} בשקופית הזו',
  someone: 'מישהו',
  you: 'את/ה (חלון אחר)',
};

export default translations;
