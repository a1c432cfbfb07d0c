import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: '簡報選項',
  fromBeginning: '從頭開始',
  fromCurrent: '從目前投影片開始',
  withNotes: '簡報者檢視：備忘稿在這裡，投影片在新視窗中',
  audienceNote: '觀眾會在另一個視窗中看到投影片。點一下該視窗或在那裡按 F 鍵即可全螢幕。',
  blockedTitle: '觀眾視窗遭到封鎖',
  blockedText: '瀏覽器阻止了這個頁面為投影片開啟視窗。請允許此網站的彈出式視窗後再試一次，或在這個視窗中簡報：觀眾看到的投影片就不會有你的備忘稿。',
  presentHere: '在這個視窗中簡報',
  tryAgain: '再試一次',
  cancel: '取消',
  loading: '正在載入投影片…',
};

export default translations;
