import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const zhTW: TranslationsOf<typeof en> = {
  present: {
    start: '簡報',
    exit: '結束',
    counter: '第 {{n}} 張，共 {{total}} 張',
    previous: '上一張',
    next: '下一張',
  },
  prompt: {
    title: '此簡報受到保護',
    text: '請輸入作者提供的密碼以檢視。',
    label: '密碼',
    submit: '檢視簡報',
    checking: '驗證中…',
  },
  password: {
    title: '密碼',
    hint: '觀看者需先輸入密碼才能看到簡報。變更密碼後，所有已輸入過的人都會失去存取權。',
    on: '此連結受密碼保護。',
    off: '沒有密碼：擁有連結的任何人都能檢視。',
    field: '新密碼',
    set: '設定密碼',
    change: '變更密碼',
    remove: '移除密碼',
    saved: '密碼已儲存',
    removed: '密碼已移除',
  },
  viewers: {
    button: '觀看者',
    title: '觀看者',
    period: '最近 30 天',
    views: '瀏覽次數',
    unique: '不重複觀看者',
    perDay: '每日瀏覽次數',
    perSlide: '每張投影片停留時間',
    sources: '觀看者來源',
    direct: '直接或不明',
    seconds: '{{count}} 秒',
    slide: '第 {{n}} 張',
    empty: '最近 30 天尚無瀏覽。',
    download: '下載 CSV',
    privacy: '統計不含個人資料：每個瀏覽器使用隨機 ID，要求不被追蹤的瀏覽器不計入。',
    proOnly: '密碼與觀看者統計是 Pro 功能。',
  },
};

export default zhTW;
