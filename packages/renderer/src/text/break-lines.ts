import { isMandatoryBreak } from './break-opportunities.ts';
import type { ShapedParagraph } from './shape-paragraph.ts';

export interface LineRange {
  start: number;
  /** end of the drawn content: trailing spaces and line separators excluded */
  contentEnd: number;
  end: number;
  /** ended by a line separator (justify leaves such lines alone, like the last line) */
  hard: boolean;
}

/** Float noise from summing scaled advances must not push a line that fits exactly onto two. */
const EPSILON = 1e-3;

/** Spaces that hang past the line end (CSS Text 3 §4.1.3) and so do not count toward its width. */
const HANGING = /[ \t\n\r\v\f\u0085\u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]/;

export function contentEnd(text: string, start: number, end: number): number {
  let position = end;
  while (position > start && HANGING.test(text[position - 1]!)) position -= 1;
  return position;
}

export function rangeWidth(paragraph: ShapedParagraph, start: number, end: number): number {
  return paragraph.prefix[end]! - paragraph.prefix[start]!;
}

/**
 * Greedy line filling over the break opportunities: a line takes every opportunity whose
 * content (trailing spaces excluded) still fits. A word wider than the whole line is the
 * only thing broken inside, at grapheme boundaries, taking at least one grapheme per line
 * so narrow boxes cannot loop.
 */
export function breakLines(paragraph: ShapedParagraph, maxWidth: number): LineRange[] {
  const { text } = paragraph;
  const lines: LineRange[] = [];
  const push = (start: number, end: number, hard: boolean): void => {
    lines.push({ start, contentEnd: contentEnd(text, start, end), end, hard });
  };
  const fits = (start: number, end: number): boolean =>
    rangeWidth(paragraph, start, contentEnd(text, start, end)) <= maxWidth + EPSILON;

  let lineStart = 0;
  let lastFit = -1;
  let index = 0;
  const breaks = paragraph.breaks;
  while (index < breaks.length) {
    const { position, required } = breaks[index]!;
    if (fits(lineStart, position)) {
      lastFit = position;
      if (required) {
        push(lineStart, position, true);
        lineStart = position;
        lastFit = -1;
      }
      index += 1;
    } else if (lastFit > lineStart) {
      push(lineStart, lastFit, false);
      lineStart = lastFit;
      lastFit = -1;
    } else {
      const split = splitWord(paragraph, lineStart, position, maxWidth);
      if (split === position) {
        push(lineStart, position, required);
        index += 1;
      } else {
        push(lineStart, split, false);
      }
      lineStart = split;
    }
  }
  if (lineStart < text.length) push(lineStart, text.length, false);
  if (lines.length === 0 || isMandatoryBreak(text[text.length - 1])) push(text.length, text.length, false);
  return lines;
}

/**
 * Where to end a line that starts with a word too wide for it: after the last grapheme that
 * fits, or `end` when the word is a single grapheme.
 */
function splitWord(paragraph: ShapedParagraph, start: number, end: number, maxWidth: number): number {
  const wordEnd = contentEnd(paragraph.text, start, end);
  const { graphemes } = paragraph;
  let split = -1;
  for (let i = firstAfter(graphemes, start); i < graphemes.length; i += 1) {
    const boundary = graphemes[i]!;
    if (boundary >= wordEnd) break;
    if (split >= 0 && rangeWidth(paragraph, start, boundary) > maxWidth + EPSILON) break;
    split = boundary;
  }
  return split >= 0 ? split : end;
}

/** Index of the first element of the ascending `values` greater than `value` (binary search: long unbreakable words split many times). */
function firstAfter(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
