import { condense } from '../text/text-tools.ts';

const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/gu;

/**
 * `text` cut to fit a box that holds about `budget` Latin characters. CJK characters are
 * about twice as wide as Latin ones at the same size, so they count double.
 */
export function fit(text: string, budget: number): string {
  const wide = text.match(WIDE)?.length ?? 0;
  const share = text.length === 0 ? 0 : wide / text.length;
  return condense(text, Math.max(8, Math.floor(budget / (1 + share))));
}

/** At most `count` lines, each cut to `budget`. */
export function fitAll(lines: readonly string[], count: number, budget: number): string[] {
  return lines.slice(0, count).map((line) => fit(line, budget));
}
