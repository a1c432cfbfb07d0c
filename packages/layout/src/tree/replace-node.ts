import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';

/**
 * A copy of the tree with one node replaced. Only the nodes on the way down are copied;
 * every other subtree is the very same object, so the editor's identity checks skip the
 * blocks an edit did not touch.
 */
export function replaceNode(root: ContainerNode, id: string, replace: (node: LayoutNode) => LayoutNode): ContainerNode {
  // Callers replace the root only with another row or column (wrapping, resizing), so the cast holds.
  return replaceWithin(root, id, replace) as ContainerNode;
}

function replaceWithin(node: LayoutNode, id: string, replace: (node: LayoutNode) => LayoutNode): LayoutNode {
  if (node.id === id) return replace(node);
  if (node.type === 'content') return node;
  let children: LayoutNode[] | undefined;
  node.children.forEach((child, index) => {
    const next = replaceWithin(child, id, replace);
    if (next === child) return;
    children ??= [...node.children];
    children[index] = next;
  });
  return children ? { ...node, children } : node;
}

/** A new array with `node` at `index`. */
export function insertAt(nodes: readonly LayoutNode[], index: number, node: LayoutNode): LayoutNode[] {
  return [...nodes.slice(0, index), node, ...nodes.slice(index)];
}
