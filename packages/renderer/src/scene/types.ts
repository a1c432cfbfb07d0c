import type { Box, LayoutResult, Page } from '@folio/layout';
import type { ParagraphInput, TextLayout } from '../text/index.ts';
import type { Digits, Ticks } from './blocks/chart-ticks.ts';

/**
 * The scene: a flat display list of drawing operations in layout px, the one thing every
 * backend consumes (canvas in the browser and Node, PDF). Ops carry the id of the layout
 * node they belong to, so the editor can split a page's scene into per-block Konva shapes.
 */

export interface LinearGradient {
  type: 'linear';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  stops: { offset: number; color: string }[];
}
export type Paint = string | LinearGradient;

export interface Stroke {
  color: string;
  width: number;
  dash?: number[];
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
}

export interface Shadow {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

/** Corner radii: one for all corners, or [topLeft, topRight, bottomRight, bottomLeft]. */
export type Radius = number | [number, number, number, number];

interface OpBase {
  /** Layout node this op draws; absent for page-level ops (background). */
  node?: string;
}

export interface RectOp extends OpBase {
  op: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: Radius;
  fill?: Paint;
  stroke?: Stroke;
  shadow?: Shadow;
}

/** An SVG path in layout px (M, L, H, V, C, Q, A, Z; absolute or relative). */
export interface PathOp extends OpBase {
  op: 'path';
  d: string;
  fill?: Paint;
  /** Fill rule for self-intersecting or holed paths. */
  fillRule?: 'nonzero' | 'evenodd';
  stroke?: Stroke;
  shadow?: Shadow;
}

export interface GlyphsOp extends OpBase {
  op: 'glyphs';
  fontKey: string;
  fontSize: number;
  color: string;
  /** Baseline origin of the run, absolute. */
  x: number;
  y: number;
  /** Glyph positions relative to the origin, y down. */
  glyphs: { id: number; x: number; y: number }[];
  /** The run's text in logical order, for text layers (PDF selection, search) and accessibility. */
  text: string;
  /**
   * For each glyph, the offset in `text` of its cluster's first character, as the paragraph's
   * shaping gave it: which characters a glyph stands for (a ligature all its letters).
   */
  clusters: number[];
  width: number;
  rtl: boolean;
  /** The line it sits on reads right to left: its runs are in reverse reading order. */
  lineRtl: boolean;
}

export interface ImageOp extends OpBase {
  op: 'image';
  src: string;
  /** Destination rectangle. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Source rectangle in image pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** Begins a clipped and/or translucent group; closed by the matching `end`. */
export interface BeginOp extends OpBase {
  op: 'begin';
  clip?: { x: number; y: number; width: number; height: number; radius?: Radius };
  opacity?: number;
}
export interface EndOp extends OpBase {
  op: 'end';
}

/** A clickable area: drawn by nobody, turned into link annotations (PDF, PPTX) and cursor hints. */
export interface LinkOp extends OpBase {
  op: 'link';
  x: number;
  y: number;
  width: number;
  height: number;
  href: string;
}

export type DrawOp = RectOp | PathOp | GlyphsOp | ImageOp | BeginOp | EndOp | LinkOp;

export interface Scene {
  width: number;
  height: number;
  background: Paint;
  ops: DrawOp[];
}

/** Paragraphs laid out at a width, with what they were laid out from: a writer can set them again as one text box. */
export interface MeasuredText extends TextLayout {
  paragraphs: readonly ParagraphInput[];
  /** The width the lines were broken at. */
  boxWidth: number;
}

/** A text block as it was drawn: its paragraphs, laid out (hint lines included), and the layout's top-left on the page. */
export interface DrawnText {
  kind: 'text';
  paragraphs: ParagraphInput[];
  layout: TextLayout;
  x: number;
  y: number;
}

/** One cell of a drawn table, on the page, with its text as laid out for drawing. */
export interface TableCellFrame {
  row: number;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
  text: MeasuredText;
  /** Top-left of the drawn text: `text`'s coordinates are relative to it. */
  textX: number;
  textY: number;
}

/** A table as it was drawn: its frame on the page, its grid and its cells. */
export interface DrawnTable {
  kind: 'table';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Column widths in the block's column order (a right-to-left table draws its first column on the right). */
  columnWidths: number[];
  rowHeights: number[];
  /** Space between a cell's edges and its text. */
  padX: number;
  padY: number;
  rtl: boolean;
  cells: TableCellFrame[];
}

/**
 * A chart as it was drawn: where its card, plot, legend and labels are and what the renderer
 * chose for them, for a writer that rebuilds it as a native chart. A right-to-left chart's
 * places are the mirrored ones the scene holds.
 */
export interface DrawnChart {
  kind: 'chart';
  /** The rounded card the chart is drawn on: the block's box. */
  card: Box & { radius: number; fill: Paint };
  /** The card less its padding: title, plot and legend lie within it. */
  content: Box;
  /** Series colours (bar, column, line, area) or slice colours (pie, doughnut), in the block's order. */
  colors: string[];
  /** Drawn mirrored: the first category and legend entry on the right. */
  rtl: boolean;
  /** The digits its numbers are written in. */
  digits: Digits;
  /** The legend's swatches, one an entry but the closing "+N"; absent when no legend was drawn. */
  legendSwatches?: Box[];
  /** A bar, column, line or area chart's axes; absent when the box left no room for a plot. */
  axes?: DrawnAxes;
  /** A pie or doughnut; absent when the box left no room for it. */
  pie?: DrawnPie;
}

export interface DrawnAxes {
  /** The box the gridlines and the baseline span, on the half pixels the 1 px lines are drawn at. */
  rules: Box;
  /** The gridlines' colour. */
  gridColor: string;
  /** The value axis's scale and the tick labels' format. */
  ticks: Ticks;
  tickDecimals: number;
  compactTicks: boolean;
  /** How many value labels were written on the data: the renderer leaves out those that would collide. */
  valueLabels: number;
}

export interface DrawnPie {
  cx: number;
  cy: number;
  r: number;
  /** The doughnut's hole's radius; 0 for a pie. */
  inner: number;
  /** Each slice's label by the block's label order; null where no slice or no label was drawn. */
  labels: (DrawnSliceLabel | null)[];
  /** The doughnut's total in its hole; absent when none was drawn. */
  total?: DrawnLabel;
}

/** A slice's label: its colour, readable on the slice, and whether the slice's name stands before its share. */
export interface DrawnSliceLabel {
  color: string;
  named: boolean;
}

/**
 * A text a block drew (a quote's sentence, a diagram's node label, a button's caption): its
 * paragraphs laid out at `width` with the layout's top-left at (x, y), and the glyph runs it
 * became in the scene, for a writer that sets it again as one text box instead of its runs.
 */
export interface DrawnLabel {
  paragraphs: readonly ParagraphInput[];
  layout: TextLayout;
  x: number;
  y: number;
  width: number;
  runs: readonly GlyphsOp[];
}

/** What a block was drawn from, for writers that rebuild it natively (a PPTX text box, table or chart) instead of from its ops. */
export type DrawnBlock = DrawnText | DrawnTable | DrawnChart;

/**
 * One page ready for any writer: the page, its layout, its scene, what each text, table
 * and chart block was drawn from (by node id) and every text drawn, in drawing order.
 * Canvas, PDF and PNG draw `scene`; the PPTX writer reads `blocks` for the blocks it writes
 * natively and `labels` for the text of the others, so nothing is laid out twice.
 */
export interface PreparedPage {
  page: Page;
  layout: LayoutResult;
  scene: Scene;
  blocks: ReadonlyMap<string, DrawnBlock>;
  labels: readonly DrawnLabel[];
}
