import type { Box, ContainerNode } from '@folio/layout';

/**
 * The size share that makes a row's child `width` px wide while its siblings keep theirs
 * (shares are relative, default 1: child i is S_i / ΣS of the row's width after gaps).
 * Solving S / (S + R) = width / W for S, with R the siblings' shares and W the children's
 * total width. Null when the row has no other child to trade width with.
 */
export function resizedShare(row: ContainerNode, boxes: ReadonlyMap<string, Box>, childId: string, width: number): number | null {
  if (row.children.length < 2) return null;
  const total = row.children.reduce((sum, child) => sum + (boxes.get(child.id)?.width ?? 0), 0);
  const others = row.children.filter((child) => child.id !== childId).reduce((sum, child) => sum + (child.size ?? 1), 0);
  const minimum = 20;
  const clamped = Math.min(total - minimum, Math.max(minimum, width));
  return (clamped * others) / (total - clamped);
}
