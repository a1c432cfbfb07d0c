import { contentNodes, type BlockKind, type LayoutResult, type Page } from '@folio/layout';
import type { SceneContext } from './context.ts';
import type { BlockRenderer } from './blocks/block-renderer.ts';
import { OpSink } from './blocks/block-renderer.ts';
import { pushImage } from './blocks/image.ts';
import { rendererFor } from './renderers.ts';
import type { PreparedPage } from './types.ts';

/**
 * Page + computed boxes + theme → scene, and what each text and table block was drawn from.
 * Pure: the same inputs give the same ops, which is what lets the editor, the PNG, the PDF
 * and the PPTX agree.
 */
export function buildPage(page: Page, layout: LayoutResult, width: number, ctx: SceneContext): PreparedPage {
  const out = new OpSink();
  const height = layout.height;
  const background = page.background?.color ?? ctx.theme.background.backgroundColor;
  if (page.background?.image) {
    const src = page.background.image;
    pushImage(out, src, { x: 0, y: 0, width, height }, ctx.imageInfo(src), { fit: 'cover' });
  }
  if (page.background?.overlay) out.push({ op: 'rect', x: 0, y: 0, width, height, fill: page.background.overlay });
  for (const node of contentNodes(page.layout)) {
    const box = layout.boxes.get(node.id);
    if (!box) continue;
    out.node = node.id;
    const renderer = rendererFor(node.content.kind) as BlockRenderer<BlockKind>;
    renderer.draw(node.content as never, box, ctx, out, node);
    out.node = undefined;
  }
  return { page, layout, scene: { width, height, background, ops: out.ops }, blocks: out.blocks, labels: out.labels };
}
