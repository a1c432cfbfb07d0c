import type { ContainerNode } from '../schema/layout-node.ts';
import { detachNode } from './detach-node.ts';
import { requireNode } from './find-node.ts';
import { settle } from './settle.ts';

/**
 * Removes a node and everything inside it. Containers it leaves empty disappear, and one it
 * leaves with a single child is replaced by that child, which takes the container's size.
 *
 * The page root is never removed, and a page always keeps at least one block: deleting the
 * root or the page's last block returns the same tree (the editor greys out Delete then),
 * rather than inventing a placeholder block the user did not ask for.
 */
export function deleteNode(root: ContainerNode, nodeId: string): ContainerNode {
  const { node, parent } = requireNode(root, nodeId);
  if (!parent) return root;
  const next = settle(detachNode(root, parent, node));
  return next.children.length === 0 ? root : next;
}
