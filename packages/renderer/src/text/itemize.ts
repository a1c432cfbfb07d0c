import type { FontRegistry } from '../fonts/registry.ts';
import type { LoadedFace } from '../fonts/loaded-face.ts';
import { COMMON, isNeutralScript, scriptOf, type ScriptTag } from '../fonts/script.ts';
import type { TextStyle } from './types.ts';

/** A stretch of text HarfBuzz shapes in one call: one span, one face, one script, one bidi level. */
export interface Item {
  start: number;
  end: number;
  span: number;
  face: LoadedFace;
  script: ScriptTag;
  level: number;
}

export interface ItemizeInput {
  /** the text to shape (line separators already replaced by spaces) */
  text: string;
  graphemes: readonly number[];
  spanOf: Uint16Array;
  styles: readonly TextStyle[];
  levels: Uint8Array;
  lang: string | undefined;
}

interface Cluster {
  start: number;
  end: number;
  codePoints: number[];
  script: ScriptTag;
}

/** Made on first use, as text in SIMPLE needs none (see break-opportunities.ts, words). */
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * Characters that are each a grapheme of their own whatever stands beside them, CR LF aside:
 * Latin, Greek and Cyrillic letters without combining marks, the punctuation, symbols and
 * arrows of U+2000–U+2BFF, and Chinese and Japanese text. Left out: what joins its
 * neighbours (combining marks, ZWJ and ZWNJ, the kana voicing marks, Hangul, emoji
 * modifiers and selectors, surrogates), which itemize.test.ts checks character by character.
 */
export const SIMPLE = /^[\u0000-\u02ff\u2000-\u200b\u200e-\u20cf\u2100-\u2bff\u3000-\u3029\u3030-\u3098\u309b-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uff9d]*$/;

/**
 * Grapheme cluster boundaries of `text`, including 0 and text.length. Intl.Segmenter is
 * the slowest step of shaping Latin text, so text without combining marks, surrogates or
 * joiners skips it.
 */
export function graphemeBoundaries(text: string): number[] {
  if (SIMPLE.test(text)) {
    const boundaries: number[] = [];
    for (let i = 0; i < text.length; i += 1) if (!(text[i] === '\n' && text[i - 1] === '\r')) boundaries.push(i);
    boundaries.push(text.length);
    return boundaries;
  }
  const boundaries = [...(graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text)].map((segment) => segment.index);
  boundaries.push(text.length);
  return boundaries;
}

/**
 * Splits a paragraph into shaping items. Fonts are chosen per grapheme cluster, so a
 * base letter and its combining marks never end up in different fonts.
 */
export function itemize(fonts: FontRegistry, input: ItemizeInput): Item[] {
  const clusters = resolveScripts(clustersOf(input.text, input.graphemes));
  const styled = input.styles.map((style) =>
    fonts.resolve({ family: style.fontFamily, weight: style.fontWeight, style: style.italic ? 'italic' : 'normal' }),
  );
  const items: Item[] = [];
  for (const cluster of clusters) {
    const span = input.spanOf[cluster.start]!;
    const style = input.styles[span]!;
    const face = fonts.fallback(styled[span]!, {
      codePoints: cluster.codePoints,
      script: cluster.script,
      lang: input.lang,
      weight: style.fontWeight,
      style: style.italic ? 'italic' : 'normal',
    });
    const level = input.levels[cluster.start]!;
    const last = items[items.length - 1];
    if (last && last.span === span && last.face === face && last.level === level && last.script === cluster.script) {
      last.end = cluster.end;
    } else {
      items.push({ start: cluster.start, end: cluster.end, span, face, script: cluster.script, level });
    }
  }
  return items;
}

function clustersOf(text: string, boundaries: readonly number[]): Cluster[] {
  const clusters: Cluster[] = [];
  for (let i = 0; i + 1 < boundaries.length; i += 1) {
    const start = boundaries[i]!;
    const end = boundaries[i + 1]!;
    const codePoints = [...text.slice(start, end)].map((char) => char.codePointAt(0)!);
    const script = codePoints.map(scriptOf).find((tag) => !isNeutralScript(tag)) ?? COMMON;
    clusters.push({ start, end, codePoints, script });
  }
  return clusters;
}

/** Common and Inherited clusters take the script before them, or after them at the start (UAX #24). */
function resolveScripts(clusters: Cluster[]): Cluster[] {
  let previous = clusters.find((cluster) => !isNeutralScript(cluster.script))?.script ?? COMMON;
  for (const cluster of clusters) {
    if (isNeutralScript(cluster.script)) cluster.script = previous;
    else previous = cluster.script;
  }
  return clusters;
}
