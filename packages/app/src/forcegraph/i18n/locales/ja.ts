import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "力学グラフ作成ツール",
  intro: "ものどうしのつながりを貼り付けると、自動で配置されます。ノードをドラッグし、拡大縮小して、画像をダウンロードできます。",
  inputLabel: "つながり（1 行に 1 つ）",
  syntaxHelp: "矢印は A -> B、ただの線は A -- B と書きます。「: ラベル」を付けるとつながりに名前が付き、名前の後に「[グループ]」を付けると色分けされます。source、target、label、group 列を持つ CSV も使えます。",
  openFile: "CSV またはテキストファイルを開く",
  sample: "太陽 [恒星] -> 地球 [惑星] : 光\n地球 -> 月 [衛星] : 重力\n太陽 -> 火星 [惑星] : 光\n火星 -- フォボス [衛星]\n火星 -- ダイモス [衛星]",
  graphSection: "グラフ",
  graphLabel: "グラフ — ノード：{{nodes}}、つながり：{{links}}",
  zoom: "ズーム",
  zoomIn: "拡大",
  zoomOut: "縮小",
  fit: "グラフ全体を表示",
  dragHint: "ノードをドラッグすると、その場所に固定されます。ダブルクリックで固定を解除します。背景をドラッグして移動し、ホイールまたはボタンで拡大縮小します。",
  groups: "グループ",
  empty: "まだ描くものがありません。A -> B のようにつながりを入力してください。",
  downloadSvg: "SVG をダウンロード",
  downloadPng: "PNG をダウンロード",
  exportFailed: "画像を作成できませんでした。もう一度お試しください。",
  issueMalformed: "{{line}} 行目：つながりではありません。A -> B の形で書いてください。",
  issueMissingEnd: "{{line}} 行目：つながりの両側に名前が必要です。",
  issueSelfLink: "{{line}} 行目：自分自身へのつながりは省きました。",
  moreIssues: "ほかに問題のある行：{{more}}",
  failTooLong: "テキストが長すぎます（最大 {{max}} 文字）。新しい図は描かれていません。",
  failTooManyNodes: "ノードが多すぎます（上限 {{max}}）。新しい図は描かれていません。",
  failTooManyEdges: "つながりが多すぎます（上限 {{max}}）。新しい図は描かれていません。",
};

export default translations;
