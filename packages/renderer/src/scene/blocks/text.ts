import type { BlockOf } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { BlockRenderer } from './block-renderer.ts';
import { measureParagraphs, pushText, toParagraphInputs } from '../text-ops.ts';
import { alignedTop } from './align.ts';
import { memoByBlock } from './block-memo.ts';

export const textRenderer: BlockRenderer<'text'> = {
  measure(block, width, ctx) {
    return Math.ceil(layoutBlockText(block, width, ctx).height);
  },
  draw(block, box, ctx, out, node) {
    const layout = layoutBlockText(block, box.width, ctx);
    pushText(out, ctx.fonts, layout, box.x, alignedTop(box, layout.height, node.align));
  },
};

/** A text block's paragraphs laid out at a width, remembered per block: the editor places its caret on this very layout. */
export const layoutBlockText = memoByBlock((block: BlockOf<'text'>, width: number, ctx: SceneContext) =>
  measureParagraphs(ctx.fonts, toParagraphInputs(ctx.theme, block.paragraphs), width),
);
