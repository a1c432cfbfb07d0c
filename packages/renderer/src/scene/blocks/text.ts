import type { BlockRenderer } from './block-renderer.ts';
import { measureParagraphs, pushText, toParagraphInputs } from '../text-ops.ts';
import { alignedTop } from './align.ts';

export const textRenderer: BlockRenderer<'text'> = {
  measure(block, width, ctx) {
    return Math.ceil(measureParagraphs(ctx.fonts, toParagraphInputs(ctx.theme, block.paragraphs), width).height);
  },
  draw(block, box, ctx, out, node) {
    const layout = measureParagraphs(ctx.fonts, toParagraphInputs(ctx.theme, block.paragraphs), box.width);
    pushText(out, ctx.fonts, layout, box.x, alignedTop(box, layout.height, node.align));
  },
};
