import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'プレゼンテーションのオプション',
  fromBeginning: '最初から',
  fromCurrent: '現在のスライドから',
  withNotes: '発表者ビュー：メモはここに、スライドは新しいウィンドウに',
  audienceNote: '聴衆はもう一方のウィンドウでスライドを見ます。全画面にするには、そのウィンドウをクリックするか F キーを押してください。',
  blockedTitle: '聴衆用ウィンドウがブロックされました',
  blockedText: 'ブラウザーがスライド用のウィンドウを開くのを止めました。このサイトのポップアップを許可してもう一度お試しいただくか、このウィンドウで発表してください。その場合、聴衆にはメモなしでスライドが表示されます。',
  presentHere: 'このウィンドウで発表',
  tryAgain: 'もう一度試す',
  cancel: 'キャンセル',
  loading: 'スライドを読み込んでいます…',
};

export default translations;
