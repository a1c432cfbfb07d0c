import type { Box } from '@folio/layout';
import type { MeasuredText } from '../types.ts';
import type { OpSink } from './block-renderer.ts';
import { pushText } from '../text-ops.ts';
import { formatTicks, niceTicks, type Ticks } from './chart-ticks.ts';
import { half, naturalWidth, singleLine, wrapped, type ChartBlock, type ChartStyle } from './chart-style.ts';

/** A label laid out and placed: `x`, `y` are its layout box's top-left. */
export interface PlacedLabel {
  text: MeasuredText;
  x: number;
  y: number;
}

/**
 * The frame of a bar, column, line or area chart: where the plot sits, how values and
 * categories map to pixels, and the axis labels around it, all sized so that none of
 * them overlap and all stay inside the area.
 */
export interface CartesianFrame {
  plot: Box;
  /** Bar charts run categories down the side and values along the bottom. */
  horizontal: boolean;
  ticks: Ticks;
  /** Position along the value axis (x for bars, y otherwise). */
  valueAt(value: number): number;
  /** Centre of a category's slot along the category axis. */
  categoryAt(index: number): number;
  slot: number;
  tickLabels: PlacedLabel[];
  categoryLabels: PlacedLabel[];
}

const GAP = 6;
/** Room between a tick label and the next one along a horizontal value axis. */
const TICK_GAP = 12;
const MAX_TICKS = 8;

export function layoutCartesian(style: ChartStyle, block: ChartBlock, area: Box, domain: [number, number]): CartesianFrame {
  return block.chartType === 'bar' ? layoutHorizontal(style, block, area, domain) : layoutVertical(style, block, area, domain);
}

function layoutVertical(style: ChartStyle, block: ChartBlock, area: Box, domain: [number, number]): CartesianFrame {
  const line = style.lineHeight;
  // The top tick's label is centred on the plot's top edge, so half of it sits above.
  const top = Math.ceil(line / 2);
  // Category labels start below the bottom tick label's half line, so the first one may
  // reach left under the value axis without touching it.
  const drop = Math.max(GAP, Math.ceil(line / 2) + 2);
  let band = line + drop;
  // The category band's height moves the ticks, whose labels' width moves the slots and so
  // the band again; growing the band only ever shrinks the plot, so this settles quickly.
  for (let pass = 0; ; pass++) {
    const plotHeight = Math.max(1, area.height - top - band);
    const ticks = niceTicks(domain[0], domain[1], clamp(Math.floor(plotHeight / (line * 1.6)) + 1, 2, MAX_TICKS));
    const texts = formatTicks(ticks, block.unit, style.digits);
    const axisWidth = Math.ceil(Math.max(...texts.map((text) => naturalWidth(style, text)))) + GAP + 2;
    const plot = { x: area.x + axisWidth, y: area.y + top, width: Math.max(1, area.width - axisWidth), height: plotHeight };
    const slot = plot.width / block.labels.length;
    const valueAt = (value: number): number => plot.y + plot.height - ((value - ticks.min) / (ticks.max - ticks.min)) * plot.height;
    const categoryAt = (index: number): number => plot.x + (index + 0.5) * slot;
    const categories = fitColumnLabels(style, block.labels, slot, categoryAt, area.x, area.x + area.width);
    const needed = categories.height + drop;
    if (needed > band && pass < 2) {
      band = needed;
      continue;
    }
    const tickLabels = texts.flatMap((text, index) => {
      const layout = singleLine(style, text, axisWidth - GAP, { align: 'right' });
      return layout ? [{ text: layout, x: area.x, y: valueAt(ticks.values[index]!) - layout.height / 2 }] : [];
    });
    const categoryLabels = needed > band ? [] : categories.labels.map((label) => ({ ...label, y: plot.y + plot.height + drop }));
    return { plot, horizontal: false, ticks, valueAt, categoryAt, slot, tickLabels: spaced(tickLabels, 'y'), categoryLabels };
  }
}

/**
 * Category labels under columns, never crossing each other or leaving the area: in one
 * line when all fit their slots, else wrapped to two lines, else every k-th label whole
 * (while that still shows three), else every k-th label cut short with an ellipsis.
 */
function fitColumnLabels(
  style: ChartStyle,
  labels: readonly string[],
  slot: number,
  centerOf: (index: number) => number,
  left: number,
  right: number,
): { labels: Omit<PlacedLabel, 'y'>[]; height: number } {
  const room = slot - GAP;
  const naturals = labels.map((label) => naturalWidth(style, label));
  const result = (placed: Omit<PlacedLabel, 'y'>[]) => ({ labels: placed, height: Math.max(0, ...placed.map((label) => label.text.height)) });
  if (room >= 1 && naturals.every((width) => width <= room)) {
    const lines = labels.map((label) => singleLine(style, label, room));
    if (lines.every((text) => text !== undefined)) return result(lines.map((text, index) => ({ text: text!, x: centerOf(index) - room / 2 })));
  }
  // Wrapping is for labels of several words; a word broken in two reads worse than a cut one.
  const wordsFit = labels.every((label) => label.split(/\s+/).every((word) => naturalWidth(style, word) <= room));
  if (room >= 1 && wordsFit) {
    const wraps = labels.map((label) => wrapped(style, label, room));
    if (wraps.every((text) => text.lines.length <= 2 && text.width <= room + 0.5)) return result(wraps.map((text, index) => ({ text, x: centerOf(index) - room / 2 })));
  }
  for (let stride = 2; Math.ceil(labels.length / stride) >= Math.min(3, labels.length); stride++) {
    const placed = strided(style, labels, stride, slot, centerOf, left, right, naturals);
    if (placed) return result(placed);
  }
  for (let stride = 1; stride <= labels.length; stride++) {
    if (stride * slot - GAP < style.fontSize * 3 && stride < labels.length) continue;
    const placed = strided(style, labels, stride, slot, centerOf, left, right);
    if (placed) return result(placed);
  }
  return { labels: [], height: 0 };
}

/**
 * Every `stride`-th label in one line within `stride` slots (less at the area's edges);
 * cut with an ellipsis unless `naturals` are given, in which case every label must fit whole.
 */
function strided(
  style: ChartStyle,
  labels: readonly string[],
  stride: number,
  slot: number,
  centerOf: (index: number) => number,
  left: number,
  right: number,
  naturals?: number[],
): Omit<PlacedLabel, 'y'>[] | undefined {
  const placed: Omit<PlacedLabel, 'y'>[] = [];
  for (let index = 0; index < labels.length; index += stride) {
    const center = centerOf(index);
    const limit = Math.floor(Math.min(stride * slot - GAP, 2 * Math.min(center - left, right - center)));
    if (naturals && naturals[index]! > limit) return undefined;
    const text = singleLine(style, labels[index]!, limit);
    if (!text) return undefined;
    placed.push({ text, x: center - limit / 2 });
  }
  return placed;
}

function layoutHorizontal(style: ChartStyle, block: ChartBlock, area: Box, domain: [number, number]): CartesianFrame {
  const line = style.lineHeight;
  const labelColumn = Math.ceil(Math.min(Math.max(...block.labels.map((label) => naturalWidth(style, label))), area.width * 0.3));
  const plotHeight = Math.max(1, area.height - line - GAP);
  let maxCount = MAX_TICKS;
  for (;;) {
    const ticks = niceTicks(domain[0], domain[1], maxCount);
    const texts = formatTicks(ticks, block.unit, style.digits);
    const widths = texts.map((text) => naturalWidth(style, text));
    const x = area.x + Math.max(labelColumn + GAP, Math.ceil(widths[0]! / 2));
    const width = Math.max(1, area.x + area.width - Math.ceil(widths.at(-1)! / 2) - x);
    const spacing = width / (ticks.values.length - 1);
    if (spacing < Math.max(...widths) + TICK_GAP && maxCount > 2) {
      maxCount = Math.min(maxCount, ticks.values.length) - 1;
      continue;
    }
    const plot = { x, y: area.y, width, height: plotHeight };
    const slot = plot.height / block.labels.length;
    const valueAt = (value: number): number => plot.x + ((value - ticks.min) / (ticks.max - ticks.min)) * plot.width;
    const categoryAt = (index: number): number => plot.y + (index + 0.5) * slot;
    const tickLabels = texts.flatMap((text, index) => {
      const layout = singleLine(style, text, widths[index]! + 1);
      return layout ? [{ text: layout, x: valueAt(ticks.values[index]!) - (widths[index]! + 1) / 2, y: plot.y + plot.height + GAP }] : [];
    });
    const stride = Math.max(1, Math.ceil(line / slot));
    const categoryLabels: PlacedLabel[] = [];
    for (let index = Math.floor((stride - 1) / 2); index < block.labels.length; index += stride) {
      const text = singleLine(style, block.labels[index]!, x - GAP - area.x, { align: 'right' });
      if (text) categoryLabels.push({ text, x: area.x, y: categoryAt(index) - text.height / 2 });
    }
    return { plot, horizontal: true, ticks, valueAt, categoryAt, slot, tickLabels: spaced(tickLabels, 'x'), categoryLabels };
  }
}

/**
 * Drops tick labels that would touch one already kept, for axes squeezed too short for
 * their ticks; a vertical axis keeps its bottom (usually zero) label first.
 */
function spaced(labels: PlacedLabel[], axis: 'x' | 'y'): PlacedLabel[] {
  const extent = (label: PlacedLabel): [number, number] => {
    if (axis === 'y') return [label.y, label.y + label.text.height];
    const left = label.x + (label.text.lines[0]?.left ?? 0);
    return [left, left + label.text.width];
  };
  const kept: PlacedLabel[] = [];
  for (const label of axis === 'y' ? [...labels].reverse() : labels) {
    const [start, end] = extent(label);
    const clear = kept.every((other) => {
      const [otherStart, otherEnd] = extent(other);
      return end <= otherStart || start >= otherEnd;
    });
    if (clear) kept.push(label);
  }
  return kept;
}

/**
 * Gridlines, the zero line and the axis labels: everything drawn before the data. Returns
 * the box the rules span, the plot as its lines stand.
 */
export function pushAxes(out: OpSink, style: ChartStyle, frame: CartesianFrame): Box {
  const { ticks } = frame;
  const zero = ticks.min < 0 && ticks.max > 0 ? 0 : ticks.min >= 0 ? ticks.min : ticks.max;
  const positions: number[] = [];
  for (const value of ticks.values) {
    if (value === zero) continue;
    positions.push(pushRule(out, frame, frame.valueAt(value), style.grid));
  }
  // The baseline bars grow from: at zero when the axis spans it, else at the edge nearest zero.
  positions.push(pushRule(out, frame, frame.valueAt(zero), style.axis));
  for (const label of [...frame.tickLabels, ...frame.categoryLabels]) pushText(out, style.ctx.fonts, label.text, label.x, label.y);
  const { plot } = frame;
  const [low, high] = [Math.min(...positions), Math.max(...positions)];
  return frame.horizontal ? { x: low, y: plot.y, width: high - low, height: plot.height } : { x: plot.x, y: low, width: plot.width, height: high - low };
}

/** A 1 px rule across the plot at `at` along the value axis; returns where it was drawn. */
function pushRule(out: OpSink, frame: CartesianFrame, at: number, color: string): number {
  const { plot } = frame;
  const position = half(at);
  const d = frame.horizontal ? `M${position} ${plot.y}L${position} ${plot.y + plot.height}` : `M${plot.x} ${position}L${plot.x + plot.width} ${position}`;
  out.push({ op: 'path', d, stroke: { color, width: 1 } });
  return position;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
