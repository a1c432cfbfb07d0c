import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'このスライドで確認すること：{{count}}',
  list: 'スライド {{n}} のチェック',
  codes: {
    overflow: '内容がスライドより {{by}} px 高くはみ出しています',
    'text-clipped': '文字が端で切れています：「{{text}}」',
    'text-overlap': '文字が別のブロックに重なっています：「{{text}}」',
    'small-text': '{{size}} px の文字は会場の後ろから読めません（{{min}} px 以上）：「{{text}}」',
    'low-contrast': 'コントラストが低い（{{ratio}}:1、必要なのは {{needed}}:1）：「{{text}}」',
    'leftover-hint': 'ヒント付きの空の行：書き出すとそこが空白になります',
    'placeholder-text': 'プレースホルダーの文字が残っています：「{{text}}」',
    'cut-text': '「…」で途切れた文字：「{{text}}」',
    'repeated-picture': 'スライド {{n}} と同じ画像です',
    'empty-slide': 'このスライドには何も表示されていません',
  },
};

export default translations;
