import type { LaidLine } from '../types.ts';

/** A place the caret can stand on a line: before `offset`'s grapheme (leading) or after the one before it (trailing). */
export interface CaretStop {
  offset: number;
  /** px from the text box's left edge */
  x: number;
  leading: boolean;
}

/** The stretch of the line one grapheme covers, left to right whatever its direction. */
export interface GraphemeBox {
  offset: number;
  x0: number;
  x1: number;
}

export interface LineStops {
  line: LaidLine;
  /** the offset after the line's last drawn character (trailing spaces and breaks excluded) */
  contentEnd: number;
  stops: CaretStop[];
  boxes: GraphemeBox[];
}

const TRAILING_SPACE = /[\s\u2028\u2029]+$/u;

/**
 * Caret stops of one line, from the glyph positions the renderer drew — so the caret sits
 * exactly where the text is, in either direction. A glyph cluster that holds several
 * graphemes (a ligature such as 'ffi') is split evenly between them, as browsers do.
 */
export function lineCaretStops(line: LaidLine, text: string, graphemes: ReadonlySet<number>): LineStops {
  const contentEnd = line.start + text.slice(line.start, line.end).replace(TRAILING_SPACE, '').length;
  const runs = line.runs.filter((run) => !run.marker);
  if (runs.length === 0 || contentEnd === line.start) {
    const x = line.rtl ? line.left + line.width : line.left;
    return { line, contentEnd: line.start, stops: [{ offset: line.start, x, leading: true }], boxes: [] };
  }
  const clusterStarts = [...new Set(runs.flatMap((run) => run.glyphs.map((glyph) => glyph.cluster)))].sort((a, b) => a - b);
  const clusterEnd = (cluster: number): number => {
    const next = clusterStarts.find((start) => start > cluster);
    return Math.min(next ?? contentEnd, contentEnd);
  };
  const stops: CaretStop[] = [];
  const boxes: GraphemeBox[] = [];
  for (const run of runs) {
    let pen = run.x;
    let index = 0;
    while (index < run.glyphs.length) {
      const cluster = run.glyphs[index]!.cluster;
      const left = pen;
      while (index < run.glyphs.length && run.glyphs[index]!.cluster === cluster) pen += run.glyphs[index++]!.advance;
      const end = clusterEnd(cluster);
      if (end <= cluster) continue;
      const bounds = [cluster];
      for (let offset = cluster + 1; offset < end; offset += 1) if (graphemes.has(offset)) bounds.push(offset);
      bounds.push(end);
      const parts = bounds.length - 1;
      const xs = bounds.map((_, part) => {
        const share = ((pen - left) * part) / parts;
        return run.rtl ? pen - share : left + share;
      });
      bounds.forEach((offset, part) => {
        stops.push({ offset, x: xs[part]!, leading: part < parts });
        if (part < parts) boxes.push({ offset, x0: Math.min(xs[part]!, xs[part + 1]!), x1: Math.max(xs[part]!, xs[part + 1]!) });
      });
    }
  }
  return { line, contentEnd, stops, boxes };
}

/** Where the caret stands for an offset on this line: before its character, or after the last one. */
export function caretX(stops: LineStops, offset: number): number {
  const clamped = Math.min(Math.max(offset, stops.line.start), stops.contentEnd);
  const leading = clamped < stops.contentEnd ? stops.stops.find((stop) => stop.offset === clamped && stop.leading) : undefined;
  const stop = leading ?? stops.stops.find((each) => each.offset === clamped && !each.leading) ?? nearestByOffset(stops.stops, clamped);
  return stop.x;
}

function nearestByOffset(stops: readonly CaretStop[], offset: number): CaretStop {
  return stops.reduce((best, stop) => (Math.abs(stop.offset - offset) < Math.abs(best.offset - offset) ? stop : best));
}

/** The offset whose caret stop is nearest to x. */
export function offsetAtX(stops: LineStops, x: number): number {
  let best = stops.stops[0]!;
  for (const stop of stops.stops) if (Math.abs(stop.x - x) < Math.abs(best.x - x)) best = stop;
  return best.offset;
}
