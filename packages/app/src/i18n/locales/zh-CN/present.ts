import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: '演示选项',
  fromBeginning: '从头开始',
  fromCurrent: '从当前幻灯片开始',
  withNotes: '演讲者视图：备注在此处，幻灯片在新窗口中',
  audienceNote: '观众在另一个窗口中观看幻灯片。点击该窗口或在其中按 F 键即可全屏。',
  blockedTitle: '观众窗口被拦截',
  blockedText: '浏览器阻止了此页面为幻灯片打开窗口。请允许此网站弹出窗口后重试，或在此窗口中演示：这样观众看到的幻灯片不会带有你的备注。',
  presentHere: '在此窗口中演示',
  tryAgain: '重试',
  cancel: '取消',
  loading: '正在加载幻灯片…',
};

export default translations;
