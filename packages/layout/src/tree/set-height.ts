import type { ContainerNode } from '../schema/layout-node.ts';
import { requireNode } from './find-node.ts';
import { replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';
import { clampMinHeight, withMinHeight, withSize } from './sizes.ts';
import { TreeEditError } from './tree-edit-error.ts';

/**
 * What a block's bottom handle means: this block is `height` px tall. The height becomes its
 * min height (clamped to 60–20,000), and in a column it gives up its share of the column's
 * spare height, which would otherwise grow it straight back to where it was (a generated chart
 * slide's chart has one). In a row the share is its width, so it stays.
 */
export function setHeight(root: ContainerNode, nodeId: string, height: number): ContainerNode {
  const { parent } = requireNode(root, nodeId);
  if (Number.isNaN(height)) throw new TreeEditError('invalid-value', `height of '${nodeId}' must be a number, got NaN`, nodeId);
  return settle(
    replaceNode(root, nodeId, (node) => {
      const sized = withMinHeight(node, clampMinHeight(height));
      return parent?.type === 'column' ? withSize(sized, undefined) : sized;
    }),
  );
}
