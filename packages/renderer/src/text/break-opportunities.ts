import LineBreaker from 'linebreak';
import { isDictionaryBreakScript, scriptOf } from '../fonts/script.ts';

export interface BreakOpportunity {
  /** a line may start here */
  position: number;
  /** the line must end here ('\n' and the other UAX #14 BK/CR/LF/NL characters before it) */
  required: boolean;
}

const MANDATORY = /[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * ICU picks the dictionary by the script of the text, not by the locale. Made on first use: a
 * process's first segmenter starts ICU's break rules (≈ 15 ms), which text outside those
 * scripts never needs.
 */
let words: Intl.Segmenter | undefined;

export function isMandatoryBreak(char: string | undefined): boolean {
  return char !== undefined && MANDATORY.test(char);
}

/**
 * Where lines may break, in increasing order, ending with text.length. UAX #14 via
 * `linebreak`, plus word boundaries from `Intl.Segmenter` inside Thai, Lao, Khmer and
 * Myanmar, which UAX #14 leaves to a dictionary (class SA) and `linebreak` does not break,
 * less the breaks inside Korean words.
 */
export function breakOpportunities(text: string): BreakOpportunity[] {
  const positions = new Set<number>();
  const breaker = new LineBreaker(text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) positions.add(next.position);
  for (const [start, end] of dictionaryRuns(text)) {
    for (const word of (words ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(text.slice(start, end))) if (word.index > 0) positions.add(start + word.index);
  }
  return [...positions]
    .filter((position) => !insideKoreanWord(text, position))
    .sort((a, b) => a - b)
    .map((position) => ({ position, required: isMandatoryBreak(text[position - 1]) }));
}

/**
 * Korean is written with spaces between words and breaks only there, as CSS
 * `word-break: keep-all` has it: UAX #14 would break between any two syllables, cutting
 * words in two. A word wider than the line is still broken by the line breaker's last resort.
 */
function insideKoreanWord(text: string, position: number): boolean {
  if (position <= 0 || position >= text.length) return false;
  return isHangul(text.codePointAt(position - 1)!) && isHangul(text.codePointAt(position)!);
}

function isHangul(codePoint: number): boolean {
  return scriptOf(codePoint) === 'Hang';
}

/** Maximal [start, end) ranges of SA-class text (with the marks inside them). */
function dictionaryRuns(text: string): [number, number][] {
  const runs: [number, number][] = [];
  let runStart = -1;
  let index = 0;
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0)!);
    const inside = isDictionaryBreakScript(script) || (runStart >= 0 && script === 'Zinh');
    if (inside && runStart < 0) runStart = index;
    if (!inside && runStart >= 0) {
      runs.push([runStart, index]);
      runStart = -1;
    }
    index += char.length;
  }
  if (runStart >= 0) runs.push([runStart, text.length]);
  return runs;
}
