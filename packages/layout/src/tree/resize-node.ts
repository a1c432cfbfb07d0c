import type { ContainerNode, MinHeight } from '../schema/layout-node.ts';
import { requireNode } from './find-node.ts';
import { replaceNode } from './replace-node.ts';
import { settle } from './settle.ts';
import { clampMinHeight, clampSize } from './sizes.ts';
import { TreeEditError } from './tree-edit-error.ts';

/** What a resize handle changes; an absent field stays as it is. */
export interface Resize {
  /** Share of the parent's main axis, clamped to 0.01–100. */
  size?: number;
  /** Clamped to 60–20,000 px, or 'max-content'. */
  minHeight?: MinHeight;
}

/**
 * Sets a node's size and/or min height. Out-of-range numbers are clamped, because a drag
 * overshooting its limit should stop at the limit; NaN is refused as a bug in the caller.
 */
export function resizeNode(root: ContainerNode, nodeId: string, change: Resize): ContainerNode {
  requireNode(root, nodeId);
  const size = change.size === undefined ? undefined : clampSize(checked(change.size, 'size', nodeId));
  const minHeight =
    change.minHeight === undefined || change.minHeight === 'max-content'
      ? change.minHeight
      : clampMinHeight(checked(change.minHeight, 'minHeight', nodeId));
  return settle(
    replaceNode(root, nodeId, (node) => ({
      ...node,
      ...(size === undefined ? {} : { size }),
      ...(minHeight === undefined ? {} : { minHeight }),
    })),
  );
}

function checked(value: number, field: string, nodeId: string): number {
  if (Number.isNaN(value)) throw new TreeEditError('invalid-value', `${field} of '${nodeId}' must be a number, got NaN`, nodeId);
  return value;
}
