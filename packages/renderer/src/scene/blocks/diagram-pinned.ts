import type { DiagramBlock, NodePlacement } from './diagram-layout.ts';

/** Room kept between a dragged node and the diagram's edge, for the edges that go round it (the layout's own margin). */
const ROOM = 20;

/**
 * The layout's placement with every node a person dragged (`at`, the /diagram editor) moved to
 * its place: its centre `at.x` from the diagram's middle and `at.y` from its top, kept inside the
 * width, the diagram growing taller to hold it. A cycle with a dragged node no longer sits on
 * its ellipse, so its edges are routed like a flow's.
 */
export function pinNodes(block: DiagramBlock, placement: NodePlacement): NodePlacement {
  const pins = new Map(block.nodes.flatMap((node) => (node.at ? [[node.id, node.at] as const] : [])));
  if (pins.size === 0) return placement;
  let height = placement.height;
  const nodes = placement.nodes.map((node) => {
    const at = pins.get(node.id);
    if (!at) return node;
    const { width, height: tall } = node.rect;
    const x = clamp(placement.width / 2 + at.x - width / 2, ROOM, placement.width - ROOM - width);
    const y = Math.max(ROOM, at.y - tall / 2);
    height = Math.max(height, y + tall + ROOM);
    return { ...node, rect: { x, y, width, height: tall } };
  });
  return { ...placement, nodes, height, orbit: undefined };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
