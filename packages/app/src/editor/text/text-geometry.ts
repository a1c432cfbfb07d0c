import { paragraphText, type BlockOf, type Box, type VerticalAlign } from '@folio/layout';
import { layoutBlockText, TextCarets, type PreparedDocument } from '@folio/renderer';

export interface TextGeometry {
  carets: TextCarets;
  /** Top-left of the laid-out text in page px: TextCarets' coordinates are relative to it. */
  x: number;
  y: number;
}

/**
 * Caret geometry of a text block, laid out exactly as the text renderer lays it out
 * (renderer scene/blocks/text.ts: the block's paragraphs in its theme, at its box width, placed
 * by its vertical alignment), so the caret sits on the glyphs that are drawn.
 */
export function textGeometry(prepared: PreparedDocument<unknown>, text: BlockOf<'text'>, box: Box, align: VerticalAlign | undefined): TextGeometry {
  // The layout the renderer made for drawing this block (remembered per block), not a second one.
  const layout = layoutBlockText(text, box.width, prepared.ctx);
  return { carets: new TextCarets(layout, text.paragraphs.map(paragraphText)), x: box.x, y: alignedTop(box, layout.height, align) };
}

/** The renderer's alignedTop (scene/blocks/align.ts), which its package does not export. */
function alignedTop(box: Box, height: number, align: VerticalAlign | undefined): number {
  const spare = Math.max(0, box.height - height);
  if (align === 'middle') return box.y + Math.round(spare / 2);
  if (align === 'bottom') return box.y + spare;
  return box.y;
}
