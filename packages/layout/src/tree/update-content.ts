import type { BlockContent } from '../schema/blocks.ts';
import type { ContainerNode } from '../schema/layout-node.ts';
import { requireContentNode } from './find-node.ts';
import { replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';

/** Replaces what a content block shows, keeping its place, size and alignment. Rows and columns throw. */
export function updateContent(root: ContainerNode, nodeId: string, content: BlockContent): ContainerNode {
  const node = requireContentNode(root, nodeId);
  return settle(replaceNode(root, nodeId, () => ({ ...node, content })));
}
