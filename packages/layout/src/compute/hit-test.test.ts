import { describe, expect, it } from 'vitest';
import { block, column, row } from '../tree/testing/build-tree.ts';
import { computeLayout } from './compute-layout.ts';
import { hitTest } from './hit-test.ts';
import { heightsById } from './testing/fixed-pitch-measure.ts';

const page = column('root', [block('title'), row('r', [block('a'), block('b')], { config: { gap: 0 } })]);
const { boxes } = computeLayout({ layout: page }, { width: 1200, height: 675 }, heightsById({ title: 100, a: 100, b: 100 }));

describe('hitTest', () => {
  it('a click on a block finds that block, not the row around it', () => {
    expect(hitTest(boxes, 100, 200)).toBe('a');
    expect(hitTest(boxes, 1100, 200)).toBe('b');
  });

  it('a click in the gap between blocks finds the container, and one in the page padding the root', () => {
    expect(hitTest(boxes, 600, 136)).toBe('root');
    expect(hitTest(boxes, 5, 5)).toBe('root');
  });

  it('a click on the edge two blocks share belongs to the one on the right', () => {
    const b = boxes.get('b')!;
    expect(hitTest(boxes, b.x, 200)).toBe('b');
  });

  it('a click outside the page finds nothing', () => {
    expect(hitTest(boxes, -1, 10)).toBeUndefined();
    expect(hitTest(boxes, 1200, 10)).toBeUndefined();
  });
});
