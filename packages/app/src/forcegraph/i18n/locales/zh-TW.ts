import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "力導向圖產生器",
  intro: "貼上事物之間的連結，看它們自動排好位置。可以拖曳節點、縮放並下載圖片。",
  inputLabel: "連結，每行一條",
  syntaxHelp: "用 A -> B 表示箭頭，A -- B 表示一般連線，加上「: 標籤」為連結命名，在名稱後加「[群組]」為其上色。也可以使用包含 source、target、label 和 group 欄的 CSV。",
  openFile: "開啟 CSV 或文字檔",
  sample: "太陽 [恆星] -> 地球 [行星] : 光\n地球 -> 月球 [衛星] : 引力\n太陽 -> 火星 [行星] : 光\n火星 -- 火衛一 [衛星]\n火星 -- 火衛二 [衛星]",
  graphSection: "圖",
  graphLabel: "圖 — 節點：{{nodes}}，連結：{{links}}",
  zoom: "縮放",
  zoomIn: "放大",
  zoomOut: "縮小",
  fit: "顯示整張圖",
  dragHint: "拖曳節點可將其固定在某處，按兩下可將其放開。拖曳背景可移動畫面；用滾輪或按鈕縮放。",
  groups: "群組",
  empty: "還沒有可繪製的內容。請輸入一條連結，例如 A -> B。",
  downloadSvg: "下載 SVG",
  downloadPng: "下載 PNG",
  exportFailed: "無法產生圖片，請再試一次。",
  issueMalformed: "第 {{line}} 行：這不是連結。請寫成 A -> B。",
  issueMissingEnd: "第 {{line}} 行：連結的兩端都需要名稱。",
  issueSelfLink: "第 {{line}} 行：節點指向自己的連結已略過。",
  moreIssues: "其他有問題的行：{{more}}",
  failTooLong: "文字過長：最多 {{max}} 個字元。未繪製新內容。",
  failTooManyNodes: "節點過多：上限為 {{max}}。未繪製新內容。",
  failTooManyEdges: "連結過多：上限為 {{max}}。未繪製新內容。",
};

export default translations;
