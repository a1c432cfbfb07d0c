import type { LayoutNode } from '../schema/layout-node.ts';
import { spacingOf } from './spacing.ts';

/** A node with its horizontal extent decided, in depth-first order (parents before children). */
export interface Placed {
  node: LayoutNode;
  /** Index of the parent in the same list; -1 for the root. */
  parent: number;
  x: number;
  width: number;
  padding: number;
  gap: number;
}

/**
 * Every node's x and width, in whole pixels. No width in this model depends on content (rows
 * share their width by `size`, columns give children their full width), so widths are settled
 * before anything is measured and each block is measured at exactly the width it is drawn at.
 *
 * A row splits its inner width minus gaps by `size` (default 1) — yoga's flex-grow with basis 0 —
 * rounding the running total rather than each share, so adjacent edges meet exactly one gap
 * apart and the last child ends exactly at the inner edge. On boxes too narrow for their padding
 * or gaps, those give way so children never leave their parent.
 */
export function placeHorizontally(root: LayoutNode, width: number): Placed[] {
  const out: Placed[] = [];
  const place = (node: LayoutNode, parent: number, x: number, width: number): void => {
    const spacing = spacingOf(node, parent === -1);
    const index = out.push({ node, parent, x, width, ...spacing }) - 1;
    if (node.type === 'content') return;
    const inset = Math.min(spacing.padding, Math.floor(width / 2));
    const innerX = x + inset;
    const innerWidth = width - 2 * inset;
    if (node.type === 'column') {
      for (const child of node.children) place(child, index, innerX, innerWidth);
      return;
    }
    const count = node.children.length;
    const gap = count > 1 ? Math.min(spacing.gap, Math.floor(innerWidth / (count - 1))) : 0;
    const free = innerWidth - gap * (count - 1);
    const total = node.children.reduce((sum, child) => sum + (child.size ?? 1), 0);
    let before = 0;
    node.children.forEach((child, childIndex) => {
      const start = Math.round((free * before) / total);
      before += child.size ?? 1;
      const end = Math.round((free * before) / total);
      place(child, index, innerX + start + childIndex * gap, end - start);
    });
  };
  place(root, -1, 0, Math.round(width));
  return out;
}
