import type { HbBuffer } from '../fonts/harfbuzz.ts';
import type { LoadedFace } from '../fonts/loaded-face.ts';
import type { FontRegistry } from '../fonts/registry.ts';
import { effectiveLang } from '../fonts/script.ts';
import { resolveBidi } from './bidi.ts';
import { breakOpportunities, type BreakOpportunity } from './break-opportunities.ts';
import { graphemeBoundaries, itemize } from './itemize.ts';
import { shapeItem, type ShapedItem } from './shape.ts';
import { transformSpans } from './transform.ts';
import type { ParagraphInput, TextStyle } from './types.ts';

export type ShapeInput = Pick<ParagraphInput, 'spans' | 'direction' | 'lang'>;

/**
 * Everything about a paragraph that does not depend on the width it is broken at. yoga
 * measures the same text at many widths; this is what the cache keeps between them.
 */
export interface ShapedParagraph {
  /** displayed text (after text-transform), line separators included */
  text: string;
  sourceOffset: Uint32Array;
  spanOf: Uint16Array;
  styles: TextStyle[];
  /** the face each span asked for, for the height of lines without glyphs */
  styledFaces: LoadedFace[];
  rtl: boolean;
  items: ShapedItem[];
  /** prefix[i] = advance of text[0, i) in px; a cluster's advance counts at its first character */
  prefix: Float64Array;
  breaks: BreakOpportunity[];
  graphemes: number[];
}

/**
 * Line separators and tabs are shaped as spaces: they would otherwise draw .notdef, and
 * as spaces they break Arabic joining and hang at line ends like any trailing space.
 */
const CONTROLS = /[\t\n\r\v\f\u0085\u2028\u2029]/g;

export function shapeParagraph(fonts: FontRegistry, buffer: HbBuffer, input: ShapeInput): ShapedParagraph {
  const rawText = input.spans.map((span) => span.text).join('');
  const lang = effectiveLang(rawText, input.lang);
  const { text, spanOf, sourceOffset } = transformSpans(input.spans, lang);
  const shapingText = text.replace(CONTROLS, ' ');
  const styles = input.spans.map((span) => span.style);
  const bidi = resolveBidi(shapingText, input.direction);
  const graphemes = graphemeBoundaries(text);
  const items = itemize(fonts, { text: shapingText, graphemes, spanOf, styles, levels: bidi.levels, lang }).map((item) => {
    const style = styles[item.span]!;
    return shapeItem({
      hb: fonts.harfbuzz,
      buffer,
      text: shapingText,
      item,
      fontSize: style.fontSize,
      letterSpacing: style.letterSpacing,
      lang,
    });
  });
  return {
    text,
    sourceOffset,
    spanOf,
    styles,
    styledFaces: styles.map((style) =>
      fonts.resolve({ family: style.fontFamily, weight: style.fontWeight, style: style.italic ? 'italic' : 'normal' }),
    ),
    rtl: bidi.rtl,
    items,
    prefix: advancePrefix(text.length, items),
    breaks: breakOpportunities(text),
    graphemes,
  };
}

function advancePrefix(length: number, items: readonly ShapedItem[]): Float64Array {
  const prefix = new Float64Array(length + 1);
  for (const item of items) {
    item.clusters.forEach((cluster, index) => {
      prefix[cluster + 1]! += item.advances[index]!;
    });
  }
  for (let i = 1; i <= length; i += 1) prefix[i]! += prefix[i - 1]!;
  return prefix;
}
