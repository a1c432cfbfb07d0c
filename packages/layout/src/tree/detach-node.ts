import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import { replaceNode } from './replace-node.ts';

/**
 * The tree without `node`, before normalisation: its parent may be left with one child or
 * none. Moves rely on that, so a target next to the removed node still exists.
 */
export function detachNode(root: ContainerNode, parent: ContainerNode, node: LayoutNode): ContainerNode {
  return replaceNode(root, parent.id, () => ({ ...parent, children: parent.children.filter((child) => child !== node) }));
}
