import type { ContentNode, LayoutNode } from '../schema/layout-node.ts';

/** Every node of a tree, depth first, parents before children. */
export function* walk(node: LayoutNode): Generator<LayoutNode> {
  yield node;
  if (node.type !== 'content') for (const child of node.children) yield* walk(child);
}

export function collectIds(node: LayoutNode): string[] {
  return Array.from(walk(node), (each) => each.id);
}

export function contentNodes(node: LayoutNode): ContentNode[] {
  return Array.from(walk(node)).filter((each): each is ContentNode => each.type === 'content');
}
