import type { BlockOf } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { OpSink, BlockRenderer } from './block-renderer.ts';
import { measureParagraphs, pushText, toParagraphInputs } from '../text-ops.ts';
import type { MeasuredText } from '../types.ts';
import { alignedTop } from './align.ts';
import { memoByBlock } from './block-memo.ts';
import { stringsOf } from './block-needs.ts';

/** How strongly a hint is drawn: faded like an empty field's placeholder, so it never reads as the slide's text. */
const HINT_OPACITY = 0.45;

export const textRenderer: BlockRenderer<'text'> = {
  needs: (block) => ({ images: [], text: stringsOf(block), langs: block.paragraphs.flatMap((paragraph) => (paragraph.lang ? [paragraph.lang] : [])) }),
  measure(block, width, ctx) {
    return Math.ceil(layoutBlockText(block, width, ctx).height);
  },
  draw(block, box, ctx, out, node) {
    const { paragraphs, layout } = blockText(block, box.width, ctx);
    const top = alignedTop(box, layout.height, node.align);
    out.record({ kind: 'text', paragraphs, layout, x: box.x, y: top });
    pushText(out, ctx.fonts, linesOf(layout, false), box.x, top);
    if (ctx.showHints) pushHints(out, ctx, linesOf(layout, true), box.x, top);
  },
};

/** A text block's paragraphs laid out at a width, remembered per block: the editor places its caret on this very layout. */
export function layoutBlockText(block: BlockOf<'text'>, width: number, ctx: SceneContext): MeasuredText {
  return blockText(block, width, ctx).layout;
}

const blockText = memoByBlock((block: BlockOf<'text'>, width: number, ctx: SceneContext) => {
  const paragraphs = toParagraphInputs(ctx.theme, block.paragraphs);
  return { paragraphs, layout: measureParagraphs(ctx.fonts, paragraphs, width) };
});

/** The layout's hint lines, or the others: hints take their room in every output but are drawn in the editor only. */
function linesOf(layout: MeasuredText, hints: boolean): MeasuredText {
  return { ...layout, lines: layout.lines.filter((line) => (line.hint === true) === hints) };
}

function pushHints(out: OpSink, ctx: SceneContext, hints: MeasuredText, x: number, y: number): void {
  if (hints.lines.length === 0) return;
  out.push({ op: 'begin', opacity: HINT_OPACITY });
  pushText(out, ctx.fonts, hints, x, y);
  out.push({ op: 'end' });
}
