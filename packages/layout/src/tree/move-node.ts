import type { ContainerNode } from '../schema/layout-node.ts';
import { detachNode } from './detach-node.ts';
import { locate, requireNode } from './find-node.ts';
import { directionOf, placeBeside, type Side } from './insert-block.ts';
import { settle } from './settle.ts';
import { withSize } from './sizes.ts';

/**
 * Moves a node, with everything inside it, against one side of the target: dragging a block
 * onto a drop zone. Moving the root, a node onto itself or into its own subtree changes
 * nothing and returns the same tree.
 *
 * A node moved among its own siblings keeps its size; moved anywhere else it is sized like a
 * new block (see insertBlock), since its old share meant something only among its old siblings.
 */
export function moveNode(root: ContainerNode, nodeId: string, targetId: string, side: Side, newId: () => string): ContainerNode {
  const moving = requireNode(root, nodeId);
  requireNode(root, targetId);
  if (!moving.parent || locate(moving.node, targetId)) return root;
  // Detached without normalising, so the target cannot have been collapsed away.
  const detached = detachNode(root, moving.parent, moving.node);
  const target = requireNode(detached, targetId);
  const joinsSiblings = target.parent?.type === directionOf(side);
  const staysAmongSiblings = joinsSiblings && target.parent?.id === moving.parent.id;
  const node = staysAmongSiblings ? moving.node : withSize(moving.node, joinsSiblings ? target.node.size : undefined);
  return settle(placeBeside(detached, target, side, node, newId));
}
