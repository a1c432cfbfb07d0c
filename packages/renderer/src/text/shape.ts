import type { HarfBuzz, HbBuffer } from '../fonts/harfbuzz.ts';
import { UNKNOWN, isNeutralScript } from '../fonts/script.ts';
import type { Item } from './itemize.ts';

/** An item after shaping; glyph arrays are in visual order (left to right), sizes in px. */
export interface ShapedItem extends Item {
  fontSize: number;
  ids: number[];
  /** offset in the paragraph text of each glyph's first character */
  clusters: number[];
  /** pen advance, letter spacing included */
  advances: number[];
  /** drawing offset from the pen position; y down */
  dx: number[];
  dy: number[];
}

export interface ShapeRequest {
  hb: HarfBuzz;
  buffer: HbBuffer;
  /** the whole paragraph, so HarfBuzz sees the context around the item (Arabic joining) */
  text: string;
  item: Item;
  fontSize: number;
  letterSpacing: number;
  lang: string | undefined;
}

export function shapeItem({ hb, buffer, text, item, fontSize, letterSpacing, lang }: ShapeRequest): ShapedItem {
  buffer.clearContents();
  buffer.addText(text, item.start, item.end - item.start);
  buffer.guessSegmentProperties();
  const rtl = item.level % 2 === 1;
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  if (!isNeutralScript(item.script) && item.script !== UNKNOWN) buffer.setScript(item.script);
  if (lang) buffer.setLanguage(lang);
  // CSS Text 3 §8.2: with letter spacing, optional ligatures would glue letters back together.
  const features = letterSpacing !== 0 ? [new hb.Feature('liga', 0), new hb.Feature('clig', 0)] : undefined;
  hb.shape(item.face.font, buffer, features);

  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = fontSize / item.face.metrics.unitsPerEm;
  const shaped: ShapedItem = { ...item, fontSize, ids: [], clusters: [], advances: [], dx: [], dy: [] };
  infos.forEach((info, index) => {
    const position = positions[index]!;
    let advance = position.xAdvance * scale;
    let dx = position.xOffset * scale;
    if (letterSpacing !== 0) {
      // The space goes after each cluster in logical order: to its right in LTR, to its left in RTL.
      const neighbour = infos[rtl ? index - 1 : index + 1];
      if (neighbour?.cluster !== info.cluster) {
        advance += letterSpacing;
        if (rtl) dx += letterSpacing;
      }
    }
    shaped.ids.push(info.codepoint);
    shaped.clusters.push(info.cluster);
    shaped.advances.push(advance);
    shaped.dx.push(dx);
    shaped.dy.push(-position.yOffset * scale);
  });
  return shaped;
}
