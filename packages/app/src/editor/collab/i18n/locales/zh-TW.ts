import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: '也在這份簡報中',
  onSlide: '{{name}} 正在這張投影片上',
  someone: '某人',
  you: '你（另一個視窗）',
};

export default translations;
