import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import { MIN_BLOCK_HEIGHT } from '@folio/contracts';
import { MAX_CHILDREN, MAX_MIN_HEIGHT, MAX_SIZE } from './limits.ts';

/**
 * Every way the tree breaks the invariants tree edits keep, one sentence each; empty when
 * the tree is valid. Stricter than the schema: it also wants the normalised shape
 * (see normalizeTree) and ids unique across the whole page.
 */
export function validateTree(root: ContainerNode): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  if ((root as LayoutNode).type === 'content') problems.push(`the root '${root.id}' must be a row or a column`);

  const visit = (node: LayoutNode, parent: ContainerNode | undefined): void => {
    if (seen.has(node.id)) problems.push(`id '${node.id}' is used more than once`);
    seen.add(node.id);
    if (node.size !== undefined && !(node.size > 0 && node.size <= MAX_SIZE)) {
      problems.push(`'${node.id}' has size ${node.size}; a size is above 0 and at most ${MAX_SIZE}`);
    }
    const { minHeight } = node;
    if (minHeight !== undefined && minHeight !== 'max-content' && !(minHeight >= MIN_BLOCK_HEIGHT && minHeight <= MAX_MIN_HEIGHT)) {
      problems.push(`'${node.id}' has minHeight ${minHeight}; it is 'max-content' or from ${MIN_BLOCK_HEIGHT} to ${MAX_MIN_HEIGHT}`);
    }
    if (node.type === 'content') {
      if (!node.content?.kind) problems.push(`content block '${node.id}' has no content`);
      return;
    }
    if (node.children.length === 0) problems.push(`${node.type} '${node.id}' is empty`);
    if (node.children.length === 1 && parent) problems.push(`${node.type} '${node.id}' holds a single child`);
    if (node.children.length > MAX_CHILDREN) problems.push(`${node.type} '${node.id}' holds more than ${MAX_CHILDREN} children`);
    if (parent?.type === node.type) problems.push(`${node.type} '${node.id}' sits directly inside ${parent.type} '${parent.id}'`);
    for (const child of node.children) visit(child, node);
  };
  visit(root, undefined);
  return problems;
}
