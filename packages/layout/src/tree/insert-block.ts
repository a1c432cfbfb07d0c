import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import type { NodeId } from '../schema/primitives.ts';
import { requireNode, type NodeLocation } from './find-node.ts';
import { insertAt, replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';
import { withSize } from './sizes.ts';

/** Which edge of the target a block is placed against. */
export type Side = 'left' | 'right' | 'top' | 'bottom';

/** Rows hold blocks side by side, columns one above another. */
export function directionOf(side: Side): 'row' | 'column' {
  return side === 'left' || side === 'right' ? 'row' : 'column';
}

/**
 * Puts `node` against one side of the target (the editor's "add block left/top/right/bottom",
 * PRODUCT.md §2):
 * - when the target's parent runs that way, `node` becomes the target's sibling and, unless
 *   it brings its own size, gets the target's size, so a new block is as wide as its neighbour
 *   even when the row's sizes are percentages;
 * - otherwise a new row or column takes the target's place and size, and holds the target and
 *   `node`, which share it;
 * - when the target is the root, `node` joins the root's ends if the root runs that way, and a
 *   new root wraps the old one otherwise (the page padding moves to the new root).
 * `newId` names the wrapping row or column. Throws TreeEditError when the target is missing or
 * `node` reuses an id of the page.
 */
export function insertBlock(root: ContainerNode, targetId: string, side: Side, node: LayoutNode, newId: () => string): ContainerNode {
  const target = requireNode(root, targetId);
  const joinsSiblings = target.parent?.type === directionOf(side);
  return settle(placeBeside(root, target, side, joinsSiblings ? withSize(node, node.size ?? target.node.size) : node, newId));
}

/** The raw placement shared by insertBlock and moveNode; the caller settles the result. */
export function placeBeside(root: ContainerNode, target: NodeLocation, side: Side, node: LayoutNode, newId: () => string): ContainerNode {
  const direction = directionOf(side);
  const after = side === 'right' || side === 'bottom';
  const { parent, index } = target;
  if (parent?.type === direction) {
    return replaceNode(root, parent.id, () => ({ ...parent, children: insertAt(parent.children, after ? index + 1 : index, node) }));
  }
  if (!parent && root.type === direction) {
    return { ...root, children: after ? [...root.children, node] : [node, ...root.children] };
  }
  if (!parent) return wrapRoot(root, direction, after, node, newId);
  const alone = withSize(target.node, undefined);
  const wrapper: ContainerNode = { id: newId() as NodeId, type: direction, children: after ? [alone, node] : [node, alone] };
  return replaceNode(root, target.node.id, () => withSize(wrapper, target.node.size));
}

/** The page padding belongs to the page, so it moves to the new root; the old root keeps its gap. */
function wrapRoot(root: ContainerNode, direction: 'row' | 'column', after: boolean, node: LayoutNode, newId: () => string): ContainerNode {
  const { padding, ...ownConfig } = root.config ?? {};
  const inner: ContainerNode = withSize({ ...root }, undefined);
  delete inner.config;
  if (Object.keys(ownConfig).length > 0) inner.config = ownConfig;
  const wrapper: ContainerNode = { id: newId() as NodeId, type: direction, children: after ? [inner, node] : [node, inner] };
  if (padding !== undefined) wrapper.config = { padding };
  return wrapper;
}
