import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import type { NodeId } from '../schema/primitives.ts';
import { requireNode } from './find-node.ts';
import { insertAt, replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';

/**
 * Places a deep copy of the node, with fresh ids from `newId`, right after the original
 * among the same siblings (to its right in a row, below it in a column). The copy keeps the
 * original's size. The root has no siblings, so duplicating it returns the same tree.
 */
export function duplicateNode(root: ContainerNode, nodeId: string, newId: () => string): ContainerNode {
  const { node, parent, index } = requireNode(root, nodeId);
  if (!parent) return root;
  const copy = copyWithFreshIds(node, newId);
  return settle(replaceNode(root, parent.id, () => ({ ...parent, children: insertAt(parent.children, index + 1, copy) })));
}

function copyWithFreshIds(node: LayoutNode, newId: () => string): LayoutNode {
  const id = newId() as NodeId;
  if (node.type === 'content') return { ...node, id, content: structuredClone(node.content) };
  return { ...node, id, children: node.children.map((child) => copyWithFreshIds(child, newId)) };
}
