import type { TranslationsOf } from '../../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'このプレゼンテーションにいる他のユーザー',
  onSlide: '{{name}} さんがこのスライドにいます',
  someone: '誰か',
  you: 'あなた（別のウィンドウ）',
};

export default translations;
