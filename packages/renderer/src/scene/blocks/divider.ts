import type { BlockRenderer } from './block-renderer.ts';
import { alignedTop } from './align.ts';
import { textNeeds } from './block-needs.ts';

const MARGIN = 12;

export const dividerRenderer: BlockRenderer<'divider'> = {
  needs: textNeeds,
  measure(block) {
    return block.thickness + 2 * MARGIN;
  },
  draw(block, box, ctx, out, node) {
    const color = block.color ?? ctx.theme.block.borderColor;
    const top = alignedTop(box, block.thickness, node.align ?? 'middle');
    const y = top + block.thickness / 2;
    if (block.style === 'solid') {
      out.push({ op: 'rect', x: box.x, y: top, width: box.width, height: block.thickness, fill: color });
      return;
    }
    const t = block.thickness;
    const dash = block.style === 'dashed' ? [t * 4, t * 3] : [0, t * 2.5];
    const cap = block.style === 'dotted' ? ('round' as const) : ('butt' as const);
    const inset = cap === 'round' ? t / 2 : 0;
    out.push({ op: 'path', d: `M${box.x + inset} ${y}L${box.x + box.width - inset} ${y}`, stroke: { color, width: t, dash, cap } });
  },
};
