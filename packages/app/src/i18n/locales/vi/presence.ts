import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'Cũng đang ở bản trình chiếu này',
  onSlide: '{{name}} đang ở trang chiếu này',
  someone: 'Ai đó',
  you: 'Bạn (cửa sổ khác)',
};

export default translations;
