import type { Box } from '@folio/layout';
import type { Radius } from '../types.ts';
import type { OpSink } from './block-renderer.ts';
import { ellipsePath } from '../geometry.ts';
import { pushText } from '../text-ops.ts';
import type { CartesianFrame } from './chart-axes.ts';
import { formatValue } from './chart-ticks.ts';
import { naturalWidth, singleLine, withAlpha, type ChartBlock, type ChartStyle } from './chart-style.ts';
import { readableOn } from './contrast.ts';

/** The range the value axis must show: stacks as totals, bars and areas always from zero. */
export function valueDomain(block: ChartBlock): [number, number] {
  const { chartType, labels, series } = block;
  const value = (s: number, i: number): number => series[s]!.values[i] ?? 0;
  let values: number[];
  if (isStacked(block) && chartType !== 'area') {
    values = labels.flatMap((_, i) => [
      series.reduce((sum, _s, s) => sum + Math.max(0, value(s, i)), 0),
      series.reduce((sum, _s, s) => sum + Math.min(0, value(s, i)), 0),
    ]);
  } else if (isStacked(block)) {
    values = labels.flatMap((_, i) => cumulative(block, i));
  } else {
    values = series.flatMap((_s, s) => labels.map((_, i) => value(s, i)));
  }
  let min = Math.min(...values);
  let max = Math.max(...values);
  // A line far from zero is about its changes, so its axis may start elsewhere; a bar's
  // or an area's length is its value, so theirs always includes zero.
  const distance = min > 0 ? min : max < 0 ? -max : 0;
  if (chartType !== 'line' || distance <= 2 * (max - min)) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  return [min, max];
}

function isStacked(block: ChartBlock): boolean {
  return block.stacked && block.series.length > 1 && block.chartType !== 'line';
}

/** Running totals of a stacked area at one category: the top edge of each series. */
function cumulative(block: ChartBlock, index: number): number[] {
  let sum = 0;
  return block.series.map((series) => (sum += series.values[index] ?? 0));
}

/** Everything a value label may not cover, plus the labels already placed. */
interface LabelRoom {
  bounds: Box;
  taken: Box[];
}

const LABEL_GAP = 4;

/** Bars, lines or areas with their value labels; returns how many value labels were written. */
export function pushSeries(out: OpSink, style: ChartStyle, block: ChartBlock, frame: CartesianFrame, area: Box): number {
  const labels: LabelRoom = { bounds: labelBounds(block, frame, area), taken: [] };
  if (block.chartType === 'bar' || block.chartType === 'column') pushBars(out, style, block, frame, labels);
  else pushLines(out, style, block, frame, labels);
  return labels.taken.length;
}

/** Value labels keep off the axis labels: above a column plot (into the top margin) or right of a bar plot. */
function labelBounds(block: ChartBlock, frame: CartesianFrame, area: Box): Box {
  const { plot } = frame;
  if (block.chartType === 'bar') return { x: plot.x, y: plot.y, width: area.x + area.width - plot.x, height: plot.height };
  return { x: plot.x, y: area.y, width: plot.width, height: plot.y + plot.height - area.y };
}

function pushBars(out: OpSink, style: ChartStyle, block: ChartBlock, frame: CartesianFrame, room: LabelRoom): void {
  const stacked = isStacked(block);
  const count = block.series.length;
  const group = frame.slot * (count > 1 && !stacked ? 0.78 : 0.6);
  const pitch = stacked ? group : group / count;
  const thickness = Math.max(1, pitch * (stacked || count === 1 ? 1 : 0.86));
  const zero = Math.min(Math.max(0, frame.ticks.min), frame.ticks.max);
  block.labels.forEach((_, i) => {
    let positive = zero;
    let negative = zero;
    const outermost = outerSegments(block, i);
    block.series.forEach((series, s) => {
      const value = series.values[i] ?? 0;
      const from = stacked ? (value >= 0 ? positive : negative) : zero;
      const to = from + value;
      if (stacked && value >= 0) positive = to;
      else if (stacked) negative = to;
      const center = frame.categoryAt(i) - group / 2 + (stacked ? group / 2 : (s + 0.5) * pitch);
      const a = frame.valueAt(from);
      const b = frame.valueAt(to);
      const rect = frame.horizontal
        ? { x: Math.min(a, b), y: center - thickness / 2, width: Math.abs(b - a), height: thickness }
        : { x: center - thickness / 2, y: Math.min(a, b), width: thickness, height: Math.abs(b - a) };
      const color = style.colors[s]!;
      if (rect.width > 0 && rect.height > 0) {
        const rounded = !stacked || outermost.includes(s);
        out.push({ op: 'rect', ...rect, fill: color, ...(rounded ? { radius: barRadius(frame.horizontal, value, thickness) } : {}) });
      }
      const text = formatValue(value, block.unit, { digits: style.digits });
      if (stacked) placeLabel(out, style, room, text, inside(rect), readableOn(color, style.ctx.theme), { fitIn: rect });
      else {
        const across = frame.horizontal ? { maxHeight: pitch } : { maxWidth: pitch };
        const placed = placeLabel(out, style, room, text, outsideEnd(rect, frame.horizontal, value), style.text, across);
        if (!placed) placeLabel(out, style, room, text, insideEnd(rect, frame.horizontal, value), readableOn(color, style.ctx.theme), { fitIn: rect });
      }
    });
  });
}

/** The last series on each side of a stack: only they get rounded ends. */
function outerSegments(block: ChartBlock, index: number): number[] {
  let lastPositive = -1;
  let lastNegative = -1;
  block.series.forEach((series, s) => {
    const value = series.values[index] ?? 0;
    if (value > 0) lastPositive = s;
    if (value < 0) lastNegative = s;
  });
  return [lastPositive, lastNegative];
}

/** Round the far end only: the end at the baseline stays square so bars sit on it. */
function barRadius(horizontal: boolean, value: number, thickness: number): Radius {
  const r = Math.min(4, thickness / 3);
  if (horizontal) return value >= 0 ? [0, r, r, 0] : [r, 0, 0, r];
  return value >= 0 ? [r, r, 0, 0] : [0, 0, r, r];
}

type Anchor = (width: number, height: number) => { x: number; y: number };

const inside = (rect: Box): Anchor => (w, h) => ({ x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2 });

function outsideEnd(rect: Box, horizontal: boolean, value: number): Anchor {
  return (w, h) => {
    if (horizontal) return { x: value >= 0 ? rect.x + rect.width + LABEL_GAP : rect.x - LABEL_GAP - w, y: rect.y + (rect.height - h) / 2 };
    return { x: rect.x + (rect.width - w) / 2, y: value >= 0 ? rect.y - LABEL_GAP / 2 - h : rect.y + rect.height + LABEL_GAP / 2 };
  };
}

function insideEnd(rect: Box, horizontal: boolean, value: number): Anchor {
  return (w, h) => {
    if (horizontal) return { x: value >= 0 ? rect.x + rect.width - LABEL_GAP - w : rect.x + LABEL_GAP, y: rect.y + (rect.height - h) / 2 };
    return { x: rect.x + (rect.width - w) / 2, y: value >= 0 ? rect.y + LABEL_GAP : rect.y + rect.height - LABEL_GAP - h };
  };
}

/**
 * Places a value label where the anchor says if it stays in bounds (and inside `fitIn`,
 * within `maxWidth` and `maxHeight`) and clear of every label already placed; else leaves it out.
 */
function placeLabel(
  out: OpSink,
  style: ChartStyle,
  room: LabelRoom,
  text: string,
  anchor: Anchor,
  color: string,
  limits: { fitIn?: Box; maxWidth?: number; maxHeight?: number },
): boolean {
  const width = Math.ceil(naturalWidth(style, text)) + 1;
  const height = style.lineHeight;
  if (width > (limits.maxWidth ?? Infinity) || height > (limits.maxHeight ?? Infinity)) return false;
  const { x, y } = anchor(width, height);
  const rect = { x, y, width, height };
  if (!contains(room.bounds, rect) || (limits.fitIn && !contains(limits.fitIn, rect))) return false;
  if (room.taken.some((other) => overlaps(other, rect))) return false;
  const layout = singleLine(style, text, width, { color });
  if (!layout) return false;
  room.taken.push(rect);
  pushText(out, style.ctx.fonts, layout, x, y);
  return true;
}

function contains(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const LINE_WIDTH = 2.5;
const MARKER_RADIUS = 3.5;

function pushLines(out: OpSink, style: ChartStyle, block: ChartBlock, frame: CartesianFrame, room: LabelRoom): void {
  const stacked = isStacked(block);
  const n = block.labels.length;
  const baseline = frame.valueAt(Math.min(Math.max(0, frame.ticks.min), frame.ticks.max));
  const tops = block.series.map((series, s) =>
    block.labels.map((_, i) => frame.valueAt(stacked ? cumulative(block, i)[s]! : (series.values[i] ?? 0))),
  );
  const xs = block.labels.map((_, i) => frame.categoryAt(i));
  if (block.chartType === 'area') {
    tops.forEach((top, s) => {
      const bottom = stacked && s > 0 ? tops[s - 1]! : top.map(() => baseline);
      const edge = xs.map((x, i) => `${x} ${top[i]}`);
      const back = xs.map((x, i) => `${x} ${bottom[i]}`).reverse();
      out.push({ op: 'path', d: `M${[...edge, ...back].join('L')}Z`, fill: withAlpha(style.colors[s]!, stacked ? 0.6 : 0.3) });
    });
  }
  tops.forEach((top, s) => {
    if (n > 1) {
      const d = `M${xs.map((x, i) => `${x} ${top[i]}`).join('L')}`;
      out.push({ op: 'path', d, stroke: { color: style.colors[s]!, width: LINE_WIDTH, cap: 'round', join: 'round' } });
    }
  });
  // Markers only while points stand apart (a dense line reads better as a line), and on
  // a one-category area, which has no line to show its point.
  if ((block.chartType === 'line' || n === 1) && frame.slot >= MARKER_RADIUS * 4) {
    const r = MARKER_RADIUS;
    tops.forEach((top, s) => {
      for (const [i, y] of top.entries()) {
        out.push({ op: 'path', d: ellipsePath(xs[i]! - r, y - r, 2 * r, 2 * r), fill: style.colors[s]!, stroke: { color: style.background, width: 1.5 } });
      }
    });
  }
  // Value labels only on a single series: with more, they land on each other's lines.
  if (block.series.length > 1) return;
  tops.forEach((top, s) => {
    top.forEach((y, i) => {
      const text = formatValue(block.series[s]!.values[i] ?? 0, block.unit, { digits: style.digits });
      const x = xs[i]!;
      const above: Anchor = (w, h) => ({ x: x - w / 2, y: y - MARKER_RADIUS - LABEL_GAP - h });
      const below: Anchor = (w) => ({ x: x - w / 2, y: y + MARKER_RADIUS + LABEL_GAP });
      const limits = { maxWidth: frame.slot };
      if (!placeLabel(out, style, room, text, above, style.text, limits)) placeLabel(out, style, room, text, below, style.text, limits);
    });
  });
}
