import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: '也在此演示文稿中',
  onSlide: '{{name}} 正在这张幻灯片上',
  someone: '某人',
  you: '你（另一个窗口）',
};

export default translations;
