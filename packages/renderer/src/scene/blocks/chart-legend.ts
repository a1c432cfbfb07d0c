import type { Box } from '@folio/layout';
import type { MeasuredText } from '../types.ts';
import type { OpSink } from './block-renderer.ts';
import { pushText } from '../text-ops.ts';
import { naturalWidth, singleLine, type ChartStyle } from './chart-style.ts';

export interface LegendEntry {
  label: string;
  color: string;
}

interface PlacedEntry {
  /** Relative to the legend's top-left. */
  x: number;
  y: number;
  /** Absent for the closing "+N" entry, which stands for several colours. */
  color?: string;
  text: MeasuredText;
}

export interface Legend {
  height: number;
  entries: PlacedEntry[];
}

const ENTRY_GAP = 16;
const SWATCH_GAP = 6;
/** More rows than this and the legend would crowd out the chart it explains. */
const MAX_ROWS = 3;

/**
 * Swatch-and-label entries flowing in centred rows. Past the rows `maxHeight` holds (and
 * never more than three) the last entries fold into one "+N", so a 40-slice pie keeps its
 * plot; a bare count, because slides are in any language and the renderer has no strings.
 */
export function layoutLegend(style: ChartStyle, items: readonly LegendEntry[], width: number, maxHeight = Infinity): Legend {
  const rowHeight = style.lineHeight;
  const maxRows = Math.min(MAX_ROWS, Math.floor(maxHeight / rowHeight));
  if (items.length === 0 || maxRows < 1) return { height: 0, entries: [] };
  const swatch = swatchSize(style);
  const labelRoom = width - swatch - SWATCH_GAP;
  const sized = items.flatMap((item) => {
    const text = singleLine(style, item.label, Math.min(labelRoom, naturalWidth(style, item.label) + 1), { align: 'left' });
    return text ? [{ color: item.color, text, width: swatch + SWATCH_GAP + text.width }] : [];
  });
  for (let shown = sized.length; shown >= 0; shown--) {
    const rest = sized.length - shown;
    const entries: Sized[] = sized.slice(0, shown);
    if (rest > 0) {
      const more = singleLine(style, `+${rest}`, width, { align: 'left' });
      if (!more) continue;
      entries.push({ color: undefined, text: more, width: more.width });
    }
    const rows = flow(entries, width);
    if (rows.length <= maxRows) return place(rows, width, rowHeight, swatch);
  }
  return { height: 0, entries: [] };
}

type Sized = { color: string | undefined; text: MeasuredText; width: number };

function flow(entries: Sized[], width: number): Sized[][] {
  const rows: Sized[][] = [];
  let used = Infinity;
  for (const entry of entries) {
    if (used + ENTRY_GAP + entry.width > width) {
      rows.push([entry]);
      used = entry.width;
    } else {
      rows.at(-1)!.push(entry);
      used += ENTRY_GAP + entry.width;
    }
  }
  return rows;
}

function place(rows: Sized[][], width: number, rowHeight: number, swatch: number): Legend {
  const entries: PlacedEntry[] = [];
  rows.forEach((row, index) => {
    const rowWidth = row.reduce((sum, entry) => sum + entry.width, 0) + ENTRY_GAP * (row.length - 1);
    let x = Math.max(0, (width - rowWidth) / 2);
    for (const entry of row) {
      const textX = entry.color === undefined ? x : x + swatch + SWATCH_GAP;
      entries.push({ x: textX, y: index * rowHeight, ...(entry.color !== undefined ? { color: entry.color } : {}), text: entry.text });
      x += entry.width + ENTRY_GAP;
    }
  });
  return { height: rows.length * rowHeight, entries };
}

function swatchSize(style: ChartStyle): number {
  return Math.max(6, Math.round(style.fontSize * 0.75));
}

/** Draws the legend with its top-left at `x`, `y`; returns its swatches. */
export function pushLegend(out: OpSink, style: ChartStyle, legend: Legend, x: number, y: number): Box[] {
  const swatch = swatchSize(style);
  const swatches: Box[] = [];
  for (const entry of legend.entries) {
    if (entry.color !== undefined) {
      const box = { x: x + entry.x - swatch - SWATCH_GAP, y: y + entry.y + (style.lineHeight - swatch) / 2, width: swatch, height: swatch };
      out.push({ op: 'rect', ...box, radius: swatch / 4, fill: entry.color });
      swatches.push(box);
    }
    pushText(out, style.ctx.fonts, entry.text, x + entry.x, y + entry.y + (style.lineHeight - entry.text.height) / 2);
  }
  return swatches;
}
