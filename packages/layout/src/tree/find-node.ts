import type { ContainerNode, ContentNode, LayoutNode } from '../schema/layout-node.ts';
import { TreeEditError } from './tree-edit-error.ts';

/** Where a node sits: its parent (none for the root), its index there, and the chain from the root. */
export interface NodeLocation {
  node: LayoutNode;
  parent: ContainerNode | undefined;
  index: number;
  path: LayoutNode[];
}

export function locate(root: LayoutNode, id: string): NodeLocation | undefined {
  const path: LayoutNode[] = [];
  const visit = (node: LayoutNode, parent: ContainerNode | undefined, index: number): NodeLocation | undefined => {
    path.push(node);
    if (node.id === id) return { node, parent, index, path: [...path] };
    if (node.type !== 'content') {
      for (const [childIndex, child] of node.children.entries()) {
        const found = visit(child, node, childIndex);
        if (found) return found;
      }
    }
    path.pop();
    return undefined;
  };
  return visit(root, undefined, 0);
}

export function findNode(root: LayoutNode, id: string): LayoutNode | undefined {
  return locate(root, id)?.node;
}

/** The row or column directly holding the node; undefined for the root and for unknown ids. */
export function findParent(root: LayoutNode, id: string): ContainerNode | undefined {
  return locate(root, id)?.parent;
}

/** The nodes from the root down to the node itself, both included; undefined for unknown ids. */
export function pathTo(root: LayoutNode, id: string): LayoutNode[] | undefined {
  return locate(root, id)?.path;
}

export function requireNode(root: LayoutNode, id: string): NodeLocation {
  const found = locate(root, id);
  if (!found) throw new TreeEditError('node-not-found', `no node with id '${id}' in this page`, id);
  return found;
}

export function requireContentNode(root: LayoutNode, id: string): ContentNode {
  const { node } = requireNode(root, id);
  if (node.type !== 'content') throw new TreeEditError('not-content', `'${id}' is a ${node.type}, not a content block`, id);
  return node;
}
