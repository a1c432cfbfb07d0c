import type { LayoutNode, MinHeight } from '../schema/layout-node.ts';
import { MIN_BLOCK_HEIGHT } from '@folio/contracts';
import { MAX_MIN_HEIGHT, MAX_SIZE, MIN_SIZE } from './limits.ts';

export function clampSize(size: number): number {
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, size));
}

export function clampMinHeight(minHeight: number): number {
  return Math.min(MAX_MIN_HEIGHT, Math.max(MIN_BLOCK_HEIGHT, minHeight));
}

/** The node with `size` set, or without the key when undefined: absent keys keep stored JSON and the Y.Doc free of nulls. */
export function withSize<T extends LayoutNode>(node: T, size: number | undefined): T {
  if (node.size === size) return node;
  const copy = { ...node };
  delete copy.size;
  return size === undefined ? copy : { ...copy, size };
}

export function withMinHeight<T extends LayoutNode>(node: T, minHeight: MinHeight | undefined): T {
  if (node.minHeight === minHeight) return node;
  const copy = { ...node };
  delete copy.minHeight;
  return minHeight === undefined ? copy : { ...copy, minHeight };
}

/**
 * The min height a block keeps when the single-child container around it disappears:
 * the box was at least as tall as both asked, so the larger number wins.
 */
export function mergeMinHeight(outer: MinHeight | undefined, inner: MinHeight | undefined): MinHeight | undefined {
  if (typeof outer === 'number' && typeof inner === 'number') return Math.max(outer, inner);
  if (typeof outer === 'number') return outer;
  return inner ?? outer;
}
