import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: '此幻灯片待检查：{{count}}',
  list: '幻灯片 {{n}} 的检查',
  codes: {
    overflow: '内容比幻灯片高 {{by}} px',
    'text-clipped': '文字在边缘被截断：“{{text}}”',
    'text-overlap': '文字压到另一个区块上：“{{text}}”',
    'small-text': '{{size}} px 的文字太小，会场后排看不清（至少 {{min}} px）：“{{text}}”',
    'low-contrast': '对比度低，为 {{ratio}}:1，需要 {{needed}}:1：“{{text}}”',
    'leftover-hint': '带提示的空行：导出时那里是空白',
    'placeholder-text': '幻灯片上留有占位文字：“{{text}}”',
    'cut-text': '文字被“…”截断：“{{text}}”',
    'repeated-picture': '与幻灯片 {{n}} 的图片相同',
    'empty-slide': '此幻灯片没有任何内容',
  },
};

export default translations;
