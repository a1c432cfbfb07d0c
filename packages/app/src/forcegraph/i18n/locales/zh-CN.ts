import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "力导向图生成器",
  intro: "粘贴事物之间的连接，看它们自动排好位置。可以拖动节点、缩放并下载图片。",
  inputLabel: "连接，每行一条",
  syntaxHelp: "用 A -> B 表示箭头，A -- B 表示普通连线，加上“: 标签”为连接命名，在名称后加“[分组]”为其着色。也可以使用包含 source、target、label 和 group 列的 CSV。",
  openFile: "打开 CSV 或文本文件",
  sample: "太阳 [恒星] -> 地球 [行星] : 光\n地球 -> 月球 [卫星] : 引力\n太阳 -> 火星 [行星] : 光\n火星 -- 火卫一 [卫星]\n火星 -- 火卫二 [卫星]",
  graphSection: "图",
  graphLabel: "图 — 节点：{{nodes}}，连接：{{links}}",
  zoom: "缩放",
  zoomIn: "放大",
  zoomOut: "缩小",
  fit: "显示整个图",
  dragHint: "拖动节点可将其固定在某处，双击可将其松开。拖动背景可移动视图；用滚轮或按钮缩放。",
  groups: "分组",
  empty: "还没有可绘制的内容。请输入一条连接，例如 A -> B。",
  downloadSvg: "下载 SVG",
  downloadPng: "下载 PNG",
  exportFailed: "无法生成图片，请重试。",
  issueMalformed: "第 {{line}} 行：这不是连接。请写成 A -> B。",
  issueMissingEnd: "第 {{line}} 行：连接的两端都需要名称。",
  issueSelfLink: "第 {{line}} 行：节点指向自身的连接已被忽略。",
  moreIssues: "其他有问题的行：{{more}}",
  failTooLong: "文本过长：最多 {{max}} 个字符。未绘制新内容。",
  failTooManyNodes: "节点过多：上限为 {{max}}。未绘制新内容。",
  failTooManyEdges: "连接过多：上限为 {{max}}。未绘制新内容。",
};

export default translations;
