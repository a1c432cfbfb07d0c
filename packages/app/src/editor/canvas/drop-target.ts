import { findNode, walk, type Box, type ContainerNode, type Side } from '@folio/layout';
import { DROP_EDGE_ZONE } from '@folio/contracts';

export interface DropTarget {
  targetId: string;
  side: Side;
}

/**
 * Where a block dragged to (x, y) would land (PRODUCT.md §9: drop zones are the 24 px edges
 * of blocks, rows and columns). The innermost box under the pointer decides: near one of its
 * edges, the block goes against that edge; in a container's gap between two children, it goes
 * beside the nearer child; in the middle of a block, nowhere. Nothing inside the dragged node
 * can be a target, nor can the dragged node itself.
 */
export function dropTarget(root: ContainerNode, boxes: ReadonlyMap<string, Box>, draggedId: string, x: number, y: number): DropTarget | null {
  const dragged = findNode(root, draggedId);
  const excluded = new Set(dragged ? [...walk(dragged)].map((node) => node.id) : [draggedId]);
  let innermost: string | undefined;
  for (const [id, box] of boxes) {
    if (excluded.has(id)) continue;
    if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) innermost = id;
  }
  if (!innermost) return null;
  const box = boxes.get(innermost)!;
  const side = edgeSide(box, x, y);
  if (side) return { targetId: innermost, side };
  const found = findNode(root, innermost);
  if (!found || found.type === 'content') return null;
  return besideNearestChild(found, boxes, excluded, x, y);
}

/** The edge of `box` within the drop zone of (x, y), the nearest if two are (a corner). */
export function edgeSide(box: Box, x: number, y: number): Side | null {
  const distances: [Side, number][] = [
    ['left', x - box.x],
    ['right', box.x + box.width - x],
    ['top', y - box.y],
    ['bottom', box.y + box.height - y],
  ];
  const zone = Math.min(DROP_EDGE_ZONE, box.width / 3, box.height / 3);
  const near = distances.filter(([, distance]) => distance < zone).sort((a, b) => a[1] - b[1]);
  return near[0]?.[0] ?? null;
}

function besideNearestChild(container: ContainerNode, boxes: ReadonlyMap<string, Box>, excluded: ReadonlySet<string>, x: number, y: number): DropTarget | null {
  const horizontal = container.type === 'row';
  let best: DropTarget | null = null;
  let bestDistance = Infinity;
  for (const child of container.children) {
    const box = boxes.get(child.id);
    if (!box || excluded.has(child.id)) continue;
    const [start, end, at] = horizontal ? [box.x, box.x + box.width, x] : [box.y, box.y + box.height, y];
    const before = start - at;
    const after = at - end;
    const distance = Math.max(before, after);
    if (distance < bestDistance) {
      bestDistance = distance;
      const side: Side = before > after ? (horizontal ? 'left' : 'top') : horizontal ? 'right' : 'bottom';
      best = { targetId: child.id, side };
    }
  }
  return best;
}
