import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: '此投影片待檢查：{{count}}',
  list: '投影片 {{n}} 的檢查',
  codes: {
    overflow: '內容比投影片高 {{by}} px',
    'text-clipped': '文字在邊緣被截斷：「{{text}}」',
    'text-overlap': '文字壓到另一個區塊上：「{{text}}」',
    'small-text': '{{size}} px 的文字太小，會場後排看不清（至少 {{min}} px）：「{{text}}」',
    'low-contrast': '對比度低，為 {{ratio}}:1，需要 {{needed}}:1：「{{text}}」',
    'leftover-hint': '帶提示的空行：匯出時那裡是空白',
    'placeholder-text': '投影片上留有預留位置文字：「{{text}}」',
    'cut-text': '文字被「…」截斷：「{{text}}」',
    'repeated-picture': '與投影片 {{n}} 的圖片相同',
    'empty-slide': '此投影片沒有任何內容',
  },
};

export default translations;
