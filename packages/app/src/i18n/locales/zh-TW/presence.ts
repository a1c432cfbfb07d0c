import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: '也在這份簡報中',
  onSlide: '{{name}} 正在這張投影片上',
  someone: '某人',
  you: '你（另一個視窗）',
};

export default translations;
