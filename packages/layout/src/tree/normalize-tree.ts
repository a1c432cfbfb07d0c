import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import { clampSize, mergeMinHeight, withMinHeight, withSize } from './sizes.ts';

/**
 * The canonical form every edit ends in: no empty rows or columns, no single-child row or
 * column below the root, and no row directly inside a row (nor column inside a column).
 * Edits make the simplest structural change and leave the clean-up to this one place.
 *
 * Subtrees that need no change are returned as the same objects. A root left without
 * children stays empty: normalising cannot invent a block, and validateTree reports it.
 */
export function normalizeTree(root: ContainerNode): ContainerNode {
  const children = normalizeChildren(root);
  return children === root.children ? root : { ...root, children };
}

function normalizeChildren(container: ContainerNode): LayoutNode[] {
  let changed = false;
  const out: LayoutNode[] = [];
  for (const child of container.children) {
    if (child.type === 'content') {
      out.push(child);
      continue;
    }
    const inner = normalizeChildren(child);
    if (inner.length === 0) {
      changed = true;
      continue;
    }
    let node: LayoutNode = inner === child.children ? child : { ...child, children: inner };
    if (inner.length === 1) node = collapse(child, inner[0]!);
    if (node.type === container.type) {
      out.push(...ungroup(node as ContainerNode));
      changed = true;
      continue;
    }
    out.push(node);
    if (node !== child) changed = true;
  }
  return changed ? out : container.children;
}

/** A single child takes its container's place and its share of the parent. */
function collapse(container: ContainerNode, only: LayoutNode): LayoutNode {
  return withMinHeight(withSize(only, container.size), mergeMinHeight(container.minHeight, only.minHeight));
}

/**
 * Children of a group that runs the same way as its parent, ready to join the parent.
 * The group's share of the parent is split among them in proportion to their own shares,
 * so widths (rows) and growth (columns) stay what they were; the group's own gap, padding
 * and min height go with it.
 */
function ungroup(group: ContainerNode): LayoutNode[] {
  if (group.type === 'row') {
    const total = group.children.reduce((sum, child) => sum + (child.size ?? 1), 0);
    const scale = (group.size ?? 1) / total;
    return group.children.map((child) => withSize(child, clampSize((child.size ?? 1) * scale)));
  }
  // In a column only sized children grow, and only when the group itself grew.
  const total = group.children.reduce((sum, child) => sum + (child.size ?? 0), 0);
  return group.children.map((child) =>
    withSize(child, child.size === undefined || group.size === undefined ? undefined : clampSize((child.size * group.size) / total)),
  );
}
