import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import { MIN_BLOCK_HEIGHT } from '@folio/contracts';
import { arbitraryTree } from '../tree/testing/arbitrary-tree.ts';
import { walk } from '../tree/walk.ts';
import { computeLayout } from './compute-layout.ts';
import type { Box, Frame } from './layout-types.ts';
import { spacingOf } from './spacing.ts';
import { fixedPitchMeasure } from './testing/fixed-pitch-measure.ts';

const frame: fc.Arbitrary<Frame> = fc.oneof(
  fc.constant({ width: 1200, height: 675 }),
  fc.constant({ width: 1200, minHeight: 300 }),
  fc.record({ width: fc.integer({ min: 200, max: 2000 }), height: fc.integer({ min: 100, max: 1500 }) }),
);
const measure = fixedPitchMeasure();

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

/** What a block's box must at least hold: its content, rounded up, and its min height. */
function floorOf(node: LayoutNode, width: number): number {
  const content = Math.ceil(measure(node as never, width));
  if (node.minHeight === 'max-content') return content;
  return Math.max(content, Math.round(node.minHeight ?? MIN_BLOCK_HEIGHT));
}

function expectSoundBoxes(root: ContainerNode, frame: Frame): void {
  const result = computeLayout({ layout: root }, frame, measure);
  const box = (node: LayoutNode) => result.boxes.get(node.id)!;
  expect(result.boxes.size).toBe([...walk(root)].length);
  expect(box(root)).toMatchObject({ x: 0, y: 0, width: frame.width });
  if (frame.height !== undefined) {
    expect(result.overflow).toBe(result.contentHeight > frame.height);
    expect(box(root).height).toBe(Math.max(frame.height, result.contentHeight));
  } else {
    expect(result.height).toBe(Math.max(result.contentHeight, frame.minHeight ?? 0));
  }

  for (const node of walk(root)) {
    const own = box(node);
    for (const value of Object.values(own)) expect(Number.isInteger(value)).toBe(true);
    expect(own.width).toBeGreaterThanOrEqual(0);
    if (node.type === 'content') {
      expect(own.x).toBeGreaterThanOrEqual(0);
      expect(right(own)).toBeLessThanOrEqual(frame.width);
      expect(own.height).toBeGreaterThanOrEqual(floorOf(node, own.width));
      continue;
    }
    const { gap } = spacingOf(node, node === root);
    node.children.forEach((child, index) => {
      const inner = box(child);
      expect(inner.x).toBeGreaterThanOrEqual(own.x);
      expect(right(inner)).toBeLessThanOrEqual(right(own));
      expect(inner.y).toBeGreaterThanOrEqual(own.y);
      expect(bottom(inner)).toBeLessThanOrEqual(bottom(own));
      const previous = index > 0 ? box(node.children[index - 1]!) : undefined;
      if (!previous) return;
      if (node.type === 'column') {
        expect(inner.y - bottom(previous)).toBe(gap);
      } else {
        expect(inner.x).toBeGreaterThanOrEqual(right(previous));
        expect([inner.y, inner.height]).toEqual([previous.y, previous.height]);
      }
    });
  }
}

describe('computeLayout on random pages', () => {
  it('blocks stay within the frame width and inside their parents, siblings never overlap, and no block is cut below its content', () => {
    fc.assert(fc.property(arbitraryTree, frame, expectSoundBoxes), { numRuns: 300 });
  });
});
