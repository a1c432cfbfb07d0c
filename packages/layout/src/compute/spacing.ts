import type { LayoutNode } from '../schema/layout-node.ts';
import { DEFAULT_GAP, DEFAULT_PADDING } from '@folio/contracts';

/**
 * Padding and gap of a container in whole pixels. The page padding (root) defaults to 24 and
 * nested containers to none, so nesting does not pile up margins; gaps default to 24 everywhere
 * (PRODUCT.md §9). Rounded because every box edge is a whole pixel (see computeLayout).
 */
export function spacingOf(node: LayoutNode, isRoot: boolean): { padding: number; gap: number } {
  if (node.type === 'content') return { padding: 0, gap: 0 };
  return {
    padding: Math.round(node.config?.padding ?? (isRoot ? DEFAULT_PADDING : 0)),
    gap: Math.round(node.config?.gap ?? DEFAULT_GAP),
  };
}
