import type { ContainerNode, VerticalAlign } from '../schema/layout-node.ts';
import { requireContentNode } from './find-node.ts';
import { replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';

/** Where a block's content sits inside its box (Alt+Shift+1/2/3). Only content blocks align; rows and columns throw. */
export function setAlignment(root: ContainerNode, nodeId: string, align: VerticalAlign): ContainerNode {
  const node = requireContentNode(root, nodeId);
  return settle(replaceNode(root, nodeId, () => ({ ...node, align })));
}
