import type { Box } from '@folio/layout';
import type { DrawnLabel, DrawnPie, DrawnSliceLabel } from '../types.ts';
import type { OpSink } from './block-renderer.ts';
import { circleArc, formatPath, type PathCommand } from '../icons/svg-path.ts';
import { pushText } from '../text-ops.ts';
import { formatValue } from './chart-ticks.ts';
import { naturalWidth, singleLine, type ChartBlock, type ChartStyle } from './chart-style.ts';
import { readableOn } from './contrast.ts';

export interface Slice {
  index: number;
  /** Radians clockwise from 12 o'clock's −π/2, y down, as the canvas measures them. */
  start: number;
  sweep: number;
  share: number;
}

/**
 * A pie shows the first series: one value per label. Negative values have no slice
 * (a share of a whole cannot be negative) and zero values take no room.
 */
export function pieSlices(block: ChartBlock): Slice[] {
  const values = block.labels.map((_, i) => Math.max(0, block.series[0]!.values[i] ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [];
  let start = -Math.PI / 2;
  return values.flatMap((value, index) => {
    if (value <= 0) return [];
    const sweep = (value / total) * 2 * Math.PI;
    const slice = { index, start, sweep, share: value / total };
    start += sweep;
    return [slice];
  });
}

const DOUGHNUT_HOLE = 0.58;
const FULL = 2 * Math.PI - 1e-9;

/** Draws the pie or doughnut centred in `area`; returns where it stands and what it wrote on it. */
export function pushPie(out: OpSink, style: ChartStyle, block: ChartBlock, area: Box): DrawnPie {
  const r = Math.max(1, Math.min(area.width, area.height) / 2 - 1);
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const inner = block.chartType === 'doughnut' ? r * DOUGHNUT_HOLE : 0;
  const slices = pieSlices(block);
  const labels: (DrawnSliceLabel | null)[] = block.labels.map(() => null);
  if (slices.length === 0) {
    // Nothing to share out: an empty ring keeps the chart's place and says so.
    out.push({ op: 'path', d: formatPath(ring(cx, cy, r, inner)), fill: style.grid, fillRule: 'evenodd' });
    return { cx, cy, r, inner, labels };
  }
  for (const slice of slices) {
    const separator = slices.length > 1 ? { stroke: { color: style.background, width: 2, join: 'round' as const } } : {};
    out.push({ op: 'path', d: formatPath(slicePath(cx, cy, r, inner, slice)), fill: style.colors[slice.index]!, fillRule: 'evenodd', ...separator });
  }
  for (const slice of slices) labels[slice.index] = pushSliceLabel(out, style, block, { cx, cy, r, inner }, slice);
  const total = inner > 0 ? pushTotal(out, style, block, cx, cy, inner) : undefined;
  return { cx, cy, r, inner, labels, ...(total ? { total } : {}) };
}

function ring(cx: number, cy: number, r: number, inner: number): PathCommand[] {
  const circle = (radius: number): PathCommand[] => [{ c: 'M', x: cx + radius, y: cy }, ...circleArc(cx, cy, radius, 0, 2 * Math.PI), { c: 'Z' }];
  return inner > 0 ? [...circle(r), ...circle(inner)] : circle(r);
}

function slicePath(cx: number, cy: number, r: number, inner: number, slice: Slice): PathCommand[] {
  if (slice.sweep >= FULL) return ring(cx, cy, r, inner);
  const end = slice.start + slice.sweep;
  const at = (radius: number, angle: number) => ({ x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) });
  const outer: PathCommand[] = [{ c: 'M', ...at(r, slice.start) }, ...circleArc(cx, cy, r, slice.start, end)];
  if (inner <= 0) return [{ c: 'M', x: cx, y: cy }, { c: 'L', ...at(r, slice.start) }, ...outer.slice(1), { c: 'Z' }];
  return [...outer, { c: 'L', ...at(inner, end) }, ...circleArc(cx, cy, inner, end, slice.start), { c: 'Z' }];
}

interface Disc {
  cx: number;
  cy: number;
  r: number;
  inner: number;
}

/**
 * The slice's share inside it, with its name too when there is no legend to carry it;
 * a label goes in only if its whole box lies within the slice. Returns the label written, if any.
 */
function pushSliceLabel(out: OpSink, style: ChartStyle, block: ChartBlock, disc: Disc, slice: Slice): DrawnSliceLabel | null {
  const color = readableOn(style.colors[slice.index]!, style.ctx.theme);
  const percent = slice.share >= 0.01 ? `${Math.round(slice.share * 100)}%` : '<1%';
  const candidates = block.legend ? [percent] : [`${block.labels[slice.index]} ${percent}`, percent];
  const middle = slice.start + slice.sweep / 2;
  const whole = slice.sweep >= FULL;
  const radius = disc.inner > 0 ? (disc.r + disc.inner) / 2 : whole ? 0 : disc.r * 0.62;
  const x = disc.cx + radius * Math.cos(middle);
  const y = disc.cy + radius * Math.sin(middle);
  for (const text of candidates) {
    const width = Math.ceil(naturalWidth(style, text)) + 1;
    const height = style.lineHeight;
    const box = { x: x - width / 2, y: y - height / 2, width, height };
    if (!withinSlice(box, disc, slice)) continue;
    const layout = singleLine(style, text, width, { color });
    if (!layout) continue;
    pushText(out, style.ctx.fonts, layout, box.x, box.y);
    // A blank name leaves the share alone, though the label was the longer candidate.
    return { color, named: text !== percent && block.labels[slice.index]!.trim() !== '' };
  }
  return null;
}

function withinSlice(box: Box, disc: Disc, slice: Slice): boolean {
  const margin = 2;
  const xs = [box.x, box.x + box.width / 2, box.x + box.width];
  const ys = [box.y, box.y + box.height / 2, box.y + box.height];
  return xs.every((px) =>
    ys.every((py) => {
      const distance = Math.hypot(px - disc.cx, py - disc.cy);
      if (distance > disc.r - margin || distance < (disc.inner > 0 ? disc.inner + margin : 0)) return false;
      if (slice.sweep >= FULL) return true;
      const angle = Math.atan2(py - disc.cy, px - disc.cx);
      const offset = (((angle - slice.start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      return offset <= slice.sweep;
    }),
  );
}

/**
 * A doughnut's hole holds the total, the one number its slices add up to; not for
 * percentages, whose sum is no quantity anyone asked for. Returns the text drawn.
 */
function pushTotal(out: OpSink, style: ChartStyle, block: ChartBlock, cx: number, cy: number, inner: number): DrawnLabel | undefined {
  if (block.unit?.trim() === '%') return undefined;
  const total = block.series[0]!.values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const options = { fontSize: Math.round(style.fontSize * 1.6), fontWeight: 600 };
  const text = formatValue(total, block.unit, { digits: style.digits });
  const width = Math.ceil(naturalWidth(style, text, options)) + 1;
  const layout = singleLine(style, text, width, options);
  if (!layout || width > inner * 1.5 || layout.height > inner) return undefined;
  return pushText(out, style.ctx.fonts, layout, cx - width / 2, cy - layout.height / 2);
}
