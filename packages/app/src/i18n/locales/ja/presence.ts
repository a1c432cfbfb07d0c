import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/presence.ts';

const translations: TranslationsOf<typeof en> = {
  others: 'このプレゼンテーションにいる他のユーザー',
  onSlide: '{{name}} さんがこのスライドにいます',
  someone: '誰か',
  you: 'あなた（別のウィンドウ）',
};

export default translations;
