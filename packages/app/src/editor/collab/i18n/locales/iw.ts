import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'נמצאים גם במצגת הזו',
  onSlide: '{{name}} בשקופית הזו',
  someone: 'מישהו',
  you: 'את/ה (חלון אחר)',
};

export default translations;
