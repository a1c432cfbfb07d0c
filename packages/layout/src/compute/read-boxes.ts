import type { Node as YogaNode } from 'yoga-layout';
import type { Box } from './layout-types.ts';
import type { Placed } from './place-horizontally.ts';

/**
 * Absolute boxes from the placed widths and yoga's heights. Positions are summed here rather
 * than read from yoga: yoga rounds heights from absolute edges but positions relative to the
 * parent, and inside nested boxes that grew by fractions the two disagree by a pixel. Summing
 * whole-pixel heights, gaps and padding puts every block exactly one gap after the previous one.
 */
export function readBoxes(placed: readonly Placed[], yogaNodes: readonly YogaNode[]): Map<string, Box> {
  const boxes = new Map<string, Box>();
  const tops: number[] = [];
  /** Per column: where its next child starts. */
  const next: number[] = [];
  placed.forEach((entry, index) => {
    const height = yogaNodes[index]!.getComputedHeight();
    let y = 0;
    const parent = placed[entry.parent];
    if (parent?.node.type === 'column') {
      y = next[entry.parent]!;
      next[entry.parent] = y + height + parent.gap;
    } else if (parent) {
      y = tops[entry.parent]! + parent.padding;
    }
    tops[index] = y;
    next[index] = y + entry.padding;
    boxes.set(entry.node.id, { x: entry.x, y, width: entry.width, height });
  });
  return boxes;
}
