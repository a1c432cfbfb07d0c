import type { Box, BlockOf, VerticalAlign } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import { formatPath, transformCommands } from '../icons/svg-path.ts';
import { alignedTop } from './align.ts';
import { layoutDiagram } from './diagram.ts';
import type { EdgeGeometry } from './diagram-edges.ts';
import type { Point } from './diagram-shapes.ts';

/** Where the diagram block drew each node and edge, in page px: what an editor over the drawing points at. */
export interface DiagramGeometry {
  nodes: { id: string; rect: Box }[];
  /** By the index of the edge in the block's `edges` (edges the block drew on its own have none). */
  edges: { index: number; d: string; labelAt: [number, number] }[];
  /** The diagram's horizontal middle and its top, which a dragged node's `at` counts from. */
  middle: number;
  top: number;
}

/**
 * The diagram's nodes and edges as the renderer placed them in `box`, the block's box on its
 * page, so the /diagram editor can point at exactly what it sees drawn.
 */
export function diagramGeometry(block: BlockOf<'diagram'>, box: Box, ctx: SceneContext, align: VerticalAlign = 'middle'): DiagramGeometry {
  const layout = layoutDiagram(block, box.width, ctx);
  const dx = box.x + (box.width - layout.width) / 2;
  const dy = alignedTop(box, layout.height, align);
  const shift = { scale: 1, dx, dy };
  const ids = block.nodes.map((node) => node.id);
  // The drawn edges skip self-loops and stand in for none at all: matched back to the block's by their ends.
  const used = new Set<number>();
  const edges = layout.edges.flatMap((edge, drawn) => {
    const index = block.edges.findIndex((each, i) => !used.has(i) && each.from === ids[edge.from] && each.to === ids[edge.to]);
    if (index < 0) return [];
    used.add(index);
    const [x, y] = labelPoint(edge, layout.labelPads.get(drawn));
    return [{ index, d: formatPath(transformCommands(edge.shaft, shift)), labelAt: [x + dx, y + dy] as [number, number] }];
  });
  return { nodes: layout.nodes.map((node) => ({ id: node.id, rect: { ...node.rect, x: node.rect.x + dx, y: node.rect.y + dy } })), edges, middle: dx + layout.width / 2, top: dy };
}

/** A label's pad where the block drew one; an unlabelled edge's label would start at the middle of its longest stretch. */
function labelPoint(edge: EdgeGeometry, pad: Box | undefined): Point {
  if (pad) return [pad.x + pad.width / 2, pad.y + pad.height / 2];
  let longest = -1;
  let middle: Point = edge.points[0]!;
  edge.points.slice(1).forEach((point, k) => {
    const previous = edge.points[k]!;
    const span = Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    if (span > longest) {
      longest = span;
      middle = [(point[0] + previous[0]) / 2, (point[1] + previous[1]) / 2];
    }
  });
  return middle;
}
