import type { BlockRenderer } from './block-renderer.ts';
import type { SceneContext } from '../context.ts';
import type { BlockOf } from '@folio/layout';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { alignedTop } from './align.ts';
import { legibleOn, readableOn } from './contrast.ts';
import { textNeeds } from './block-needs.ts';

const PAD_X = 28;
const PAD_Y = 14;

export const buttonRenderer: BlockRenderer<'button'> = {
  needs: textNeeds,
  measure(block, width, ctx) {
    return Math.ceil(label(block, width - 2 * PAD_X, ctx, ctx.theme.seedColor).height) + 2 * PAD_Y;
  },
  draw(block, box, ctx, out, node) {
    const accent = ctx.theme.seedColor;
    const textColor = block.variant === 'primary' ? readableOn(accent, ctx.theme) : block.variant === 'secondary' ? legibleOn(accent, ctx.theme.background.backgroundColor) : ctx.theme.paragraph.link.color;
    const natural = label(block, box.width - 2 * PAD_X, ctx, textColor);
    const layout = label(block, Math.ceil(natural.width), ctx, textColor);
    const width = Math.min(box.width, Math.ceil(natural.width) + 2 * PAD_X);
    const height = Math.ceil(layout.height) + 2 * PAD_Y;
    const top = alignedTop(box, height, node.align ?? 'middle');
    const frame = { x: box.x + acrossOffset(block.align ?? 'start', natural.lines[0]?.rtl ?? false, box.width - width), y: top, width, height };
    if (block.variant === 'primary') out.push({ op: 'rect', ...frame, radius: height / 2, fill: accent });
    if (block.variant === 'secondary') out.push({ op: 'rect', ...frame, radius: height / 2, stroke: { color: accent, width: 2 } });
    pushText(out, ctx.fonts, layout, frame.x + PAD_X, top + PAD_Y);
    out.push({ op: 'link', ...frame, href: block.url });
  },
};

/** How far right of the box's left edge the pill starts: `start` is the right edge for a right-to-left label. */
function acrossOffset(align: 'start' | 'center' | 'end', rtl: boolean, room: number): number {
  if (align === 'center') return Math.round(room / 2);
  return (align === 'end') !== rtl ? room : 0;
}

function label(block: BlockOf<'button'>, width: number, ctx: SceneContext, color: string) {
  const override = { color, fontWeight: 600, underline: block.variant === 'link' };
  return measureParagraphs(ctx.fonts, [plainParagraph(ctx.theme, block.label, 'normalText', { align: 'center', override })], Math.max(1, width));
}
