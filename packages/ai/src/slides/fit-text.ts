import { condense } from '../text/text-tools.ts';

const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/gu;

/**
 * `text` cut to fit a box that holds about `budget` Latin characters. CJK characters are
 * about twice as wide as Latin ones at the same size, so they count double.
 */
export function fit(text: string, budget: number, keepAsides = false): string {
  const wide = text.match(WIDE)?.length ?? 0;
  const share = text.length === 0 ? 0 : wide / text.length;
  return condense(text, Math.max(8, Math.floor(budget / (1 + share))), keepAsides);
}

/** How many Latin characters `text` is as wide as: a CJK character counts two. */
export function widthOf(text: string): number {
  return text.length + (text.match(WIDE)?.length ?? 0);
}

/** At most `count` lines, each cut to `budget`. */
export function fitAll(lines: readonly string[], count: number, budget: number): string[] {
  return lines.slice(0, count).map((line) => fit(line, budget));
}

/** Lines `text` wraps to at about `perLine` characters a line; a word longer than a line breaks across several. */
export function estimateLines(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = [...word].length;
    if (length > perLine) {
      lines += Math.ceil(length / perLine) - (used === 0 ? 1 : 0);
      used = length % perLine;
    } else if (used === 0) used = length;
    else if (used + 1 + length <= perLine) used += 1 + length;
    else {
      lines++;
      used = length;
    }
  }
  return lines;
}

/**
 * As many of `lines` as fit in `maxLines` wrapped lines at `perLine` characters, each cut
 * to `budget` first. Character budgets alone let a few very long words take a box's height.
 */
export function fitLines(lines: readonly string[], count: number, budget: number, perLine: number, maxLines: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const line of fitAll(lines, count, budget)) {
    let text = line;
    while (used + estimateLines(text, perLine) > maxLines && text.length > 12) text = fit(text, Math.floor(text.length * 0.7));
    if (used + estimateLines(text, perLine) > maxLines) break;
    out.push(text);
    used += estimateLines(text, perLine);
  }
  return out;
}
