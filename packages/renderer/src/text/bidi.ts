import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/**
 * Characters that can give any text a level above 0: right-to-left scripts (Hebrew to NKo,
 * presentation forms, and the astral RTL blocks) and the explicit bidi controls and marks.
 */
const NEEDS_BIDI = /[\u0590-\u08FF\u200F\u202A-\u202E\u2066-\u2069\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

export interface BidiLevels {
  /** embedding level of every UTF-16 unit; odd = right-to-left */
  levels: Uint8Array;
  /** the paragraph's base direction */
  rtl: boolean;
}

/**
 * UAX #9 levels for one paragraph. Callers pass text whose line separators are already
 * spaces, so a Folio paragraph is one bidi paragraph: 'auto' takes the first strong
 * character of the whole paragraph (P2/P3) and every line aligns the same way.
 */
export function resolveBidi(text: string, direction: 'auto' | 'ltr' | 'rtl'): BidiLevels {
  // Most paragraphs are left-to-right text with no explicit embeddings: every level is 0.
  if (direction !== 'rtl' && !NEEDS_BIDI.test(text)) return { levels: new Uint8Array(text.length), rtl: false };
  const result = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const base = result.paragraphs[0]?.level ?? (direction === 'rtl' ? 1 : 0);
  return { levels: result.levels, rtl: base % 2 === 1 };
}

/**
 * UAX #9 L2 on runs of one line: from the highest level down to the lowest odd level,
 * reverse every maximal sequence of runs at that level or above. Runs arrive in logical
 * order with their glyphs already in visual order (HarfBuzz reverses RTL runs itself).
 * Returns the run indices from left to right.
 */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, index) => index);
  if (levels.length === 0) return order;
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let i = 0;
    while (i < order.length) {
      if (levels[order[i]!]! < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
