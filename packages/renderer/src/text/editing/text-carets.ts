import type { ParagraphOffset } from '@folio/layout';
import { graphemeBoundaries } from '../itemize.ts';
import type { TextLayout } from '../types.ts';
import { caretX, lineCaretStops, offsetAtX, type LineStops } from './caret-stops.ts';

export interface CaretRect {
  x: number;
  top: number;
  height: number;
  /** index of the line in the layout */
  line: number;
}

export interface SelectionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CaretMotion =
  | 'left'
  | 'right'
  | 'wordLeft'
  | 'wordRight'
  | 'lineStart'
  | 'lineEnd'
  | 'up'
  | 'down'
  | 'start'
  | 'end';

export interface Moved {
  position: ParagraphOffset;
  /** the x that up and down keep aiming for, so passing a short line does not lose the column */
  goalX?: number;
}

/** Made on first use: exports load this module and move no caret (see break-opportunities.ts, words). */
let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' }));

/**
 * Caret, selection and hit-testing for a laid-out text block, computed from the very glyph
 * positions the renderer draws, so the caret never disagrees with the text. Positions are
 * (paragraph, offset) in the paragraphs' source text; `texts` are those texts.
 *
 * Left and right follow the line's direction: in a right-to-left paragraph Left moves
 * forward in the text. Within mixed-direction text the caret moves in logical order, one
 * grapheme at a time, as in most web word processors.
 */
export class TextCarets {
  private readonly lineStops: LineStops[];
  private readonly graphemes: ReadonlySet<number>[];

  constructor(
    readonly layout: TextLayout,
    readonly texts: readonly string[],
  ) {
    this.graphemes = texts.map((text) => new Set(graphemeBoundaries(text)));
    this.lineStops = layout.lines.map((line) => lineCaretStops(line, texts[line.paragraph] ?? '', this.graphemes[line.paragraph] ?? new Set()));
  }

  caret(position: ParagraphOffset): CaretRect {
    const index = this.lineIndexOf(position);
    const stops = this.lineStops[index];
    if (!stops) return { x: 0, top: 0, height: 0, line: -1 };
    return { x: caretX(stops, position.offset), top: stops.line.top, height: stops.line.height, line: index };
  }

  /** The position nearest to a point in the text box; above the text is its start, below its end. */
  hit(x: number, y: number): ParagraphOffset {
    const lines = this.lineStops;
    if (lines.length === 0) return { paragraph: 0, offset: 0 };
    const found = lines.find((stops) => y < stops.line.top + stops.line.height) ?? lines[lines.length - 1]!;
    return { paragraph: found.line.paragraph, offset: offsetAtX(found, x) };
  }

  /** One rectangle per visually contiguous stretch of selected text, line by line. */
  selection(from: ParagraphOffset, to: ParagraphOffset): SelectionRect[] {
    const [start, end] = compare(from, to) <= 0 ? [from, to] : [to, from];
    const rects: SelectionRect[] = [];
    for (const [index, stops] of this.lineStops.entries()) {
      const { line } = stops;
      if (line.hint && this.lineStops[index - 1]?.line.paragraph === line.paragraph) continue;
      // A wrapped line's end offset is where the next line starts, so it belongs to the next line.
      const lastOffset = this.continuesOnNextLine(index) ? line.end - 1 : line.end;
      if (line.paragraph < start.paragraph || (line.paragraph === start.paragraph && lastOffset < start.offset)) continue;
      if (line.paragraph > end.paragraph || (line.paragraph === end.paragraph && line.start > end.offset)) break;
      const lo = line.paragraph === start.paragraph ? Math.max(start.offset, line.start) : line.start;
      const hi = line.paragraph === end.paragraph ? Math.min(end.offset, stops.contentEnd) : stops.contentEnd;
      const spans = stops.boxes.filter((box) => box.offset >= lo && box.offset < hi).map((box): [number, number] => [box.x0, box.x1]);
      // A selection that goes on past the line's end shows a sliver for the break it includes.
      const continues = compare(end, { paragraph: line.paragraph, offset: stops.contentEnd }) > 0;
      if (continues) {
        const edge = caretX(stops, stops.contentEnd);
        const nub = Math.max(4, line.height / 4);
        spans.push(line.rtl ? [edge - nub, edge] : [edge, edge + nub]);
      }
      for (const [x0, x1] of merge(spans)) rects.push({ x: x0, y: line.top, width: x1 - x0, height: line.height });
    }
    return rects;
  }

  move(position: ParagraphOffset, motion: CaretMotion, goalX?: number): Moved {
    const index = this.lineIndexOf(position);
    const stops = this.lineStops[index];
    if (!stops) return { position };
    const rtl = stops.line.rtl;
    switch (motion) {
      case 'left':
        return { position: rtl ? this.forward(position) : this.backward(position) };
      case 'right':
        return { position: rtl ? this.backward(position) : this.forward(position) };
      case 'wordLeft':
        return { position: rtl ? this.wordForward(position) : this.wordBackward(position) };
      case 'wordRight':
        return { position: rtl ? this.wordBackward(position) : this.wordForward(position) };
      case 'lineStart':
        return { position: { paragraph: stops.line.paragraph, offset: stops.line.start } };
      case 'lineEnd':
        return { position: { paragraph: stops.line.paragraph, offset: this.lineEnd(index) } };
      case 'up':
      case 'down': {
        const x = goalX ?? caretX(stops, position.offset);
        const step = motion === 'up' ? -1 : 1;
        let next = index + step;
        // The other lines of an empty paragraph's hint are no place for the caret: go past them.
        while (stops.line.hint && this.lineStops[next]?.line.paragraph === stops.line.paragraph) next += step;
        const target = this.lineStops[next];
        if (!target) return { position: motion === 'up' ? this.start() : this.end(), goalX: x };
        return { position: { paragraph: target.line.paragraph, offset: offsetAtX(target, x) }, goalX: x };
      }
      case 'start':
        return { position: this.start() };
      case 'end':
        return { position: this.end() };
    }
  }

  /** The word (or run of spaces or punctuation) around a position: what a double click selects. */
  wordAt(position: ParagraphOffset): [ParagraphOffset, ParagraphOffset] {
    const text = this.texts[position.paragraph] ?? '';
    for (const segment of wordSegmenter().segment(text)) {
      const end = segment.index + segment.segment.length;
      if (position.offset < end || end === text.length) {
        return [
          { paragraph: position.paragraph, offset: segment.index },
          { paragraph: position.paragraph, offset: end },
        ];
      }
    }
    return [position, position];
  }

  /** The whole paragraph: what a triple click selects. */
  paragraphAt(position: ParagraphOffset): [ParagraphOffset, ParagraphOffset] {
    return [
      { paragraph: position.paragraph, offset: 0 },
      { paragraph: position.paragraph, offset: (this.texts[position.paragraph] ?? '').length },
    ];
  }

  private lineIndexOf({ paragraph, offset }: ParagraphOffset): number {
    let last = -1;
    for (let index = 0; index < this.lineStops.length; index += 1) {
      const { line } = this.lineStops[index]!;
      if (line.paragraph !== paragraph) {
        if (line.paragraph > paragraph) break;
        continue;
      }
      last = index;
      // An empty paragraph's hint may wrap, but its caret stands on the first line.
      if (line.hint) return index;
      if (offset < line.end || (offset === line.end && !this.continuesOnNextLine(index))) return index;
    }
    return last;
  }

  private continuesOnNextLine(index: number): boolean {
    return this.lineStops[index + 1]?.line.paragraph === this.lineStops[index]!.line.paragraph;
  }

  /** Where End puts the caret: after the line's last character, before the space a wrapped line ends on. */
  private lineEnd(index: number): number {
    const stops = this.lineStops[index]!;
    return this.continuesOnNextLine(index) ? stops.contentEnd : stops.line.end;
  }

  private forward({ paragraph, offset }: ParagraphOffset): ParagraphOffset {
    const text = this.texts[paragraph] ?? '';
    if (offset >= text.length) return paragraph + 1 < this.texts.length ? { paragraph: paragraph + 1, offset: 0 } : { paragraph, offset };
    const next = [...this.graphemes[paragraph]!].filter((bound) => bound > offset).reduce((a, b) => Math.min(a, b), text.length);
    return { paragraph, offset: next };
  }

  private backward({ paragraph, offset }: ParagraphOffset): ParagraphOffset {
    if (offset <= 0) return paragraph > 0 ? { paragraph: paragraph - 1, offset: (this.texts[paragraph - 1] ?? '').length } : { paragraph, offset };
    const previous = [...this.graphemes[paragraph]!].filter((bound) => bound < offset).reduce((a, b) => Math.max(a, b), 0);
    return { paragraph, offset: previous };
  }

  private wordForward(position: ParagraphOffset): ParagraphOffset {
    const text = this.texts[position.paragraph] ?? '';
    if (position.offset >= text.length) return this.forward(position);
    for (const segment of wordSegmenter().segment(text)) {
      const end = segment.index + segment.segment.length;
      if (segment.isWordLike && end > position.offset) return { paragraph: position.paragraph, offset: end };
    }
    return { paragraph: position.paragraph, offset: text.length };
  }

  private wordBackward(position: ParagraphOffset): ParagraphOffset {
    if (position.offset <= 0) return this.backward(position);
    const text = this.texts[position.paragraph] ?? '';
    let found = 0;
    for (const segment of wordSegmenter().segment(text)) {
      if (segment.index >= position.offset) break;
      if (segment.isWordLike) found = segment.index;
    }
    return { paragraph: position.paragraph, offset: found };
  }

  private start(): ParagraphOffset {
    return { paragraph: 0, offset: 0 };
  }

  private end(): ParagraphOffset {
    const last = Math.max(0, this.texts.length - 1);
    return { paragraph: last, offset: (this.texts[last] ?? '').length };
  }
}

function compare(a: ParagraphOffset, b: ParagraphOffset): number {
  return a.paragraph - b.paragraph || a.offset - b.offset;
}

function merge(spans: [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1] + 0.5) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

