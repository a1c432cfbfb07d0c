import type { BlockKind, ContentNode, Measure } from '@folio/layout';
import type { SceneContext } from './context.ts';
import type { BlockRenderer } from './blocks/block-renderer.ts';
import { buttonRenderer } from './blocks/button.ts';
import { chartRenderer } from './blocks/chart.ts';
import { diagramRenderer } from './blocks/diagram.ts';
import { dividerRenderer } from './blocks/divider.ts';
import { imageRenderer } from './blocks/image.ts';
import { quoteRenderer } from './blocks/quote.ts';
import { shapeRenderer } from './blocks/shape.ts';
import { tableRenderer } from './blocks/table.ts';
import { textRenderer } from './blocks/text.ts';
import { videoRenderer } from './blocks/video.ts';

/** Exhaustive over BlockKind: adding a block kind without a renderer fails to compile. */
const RENDERERS: { [K in BlockKind]: BlockRenderer<K> } = {
  text: textRenderer,
  image: imageRenderer,
  table: tableRenderer,
  chart: chartRenderer,
  quote: quoteRenderer,
  diagram: diagramRenderer,
  shape: shapeRenderer,
  divider: dividerRenderer,
  video: videoRenderer,
  button: buttonRenderer,
};

export function rendererFor<K extends BlockKind>(kind: K): BlockRenderer<K> {
  return RENDERERS[kind];
}

/** The layout engine's `measure`, answered by each block kind's renderer. */
export function measureBlocks(ctx: SceneContext): Measure {
  return (node: ContentNode, width: number) => {
    const renderer = rendererFor(node.content.kind) as BlockRenderer<BlockKind>;
    return renderer.measure(node.content as never, width, ctx);
  };
}
