import Yoga from 'yoga-layout';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { block, column, row } from '../tree/testing/build-tree.ts';
import { computeLayout } from './compute-layout.ts';
import { fixedPitchMeasure } from './testing/fixed-pitch-measure.ts';

/** Yoga nodes live in WebAssembly memory, out of the garbage collector's reach: each one made must be freed. */
const page = column('root', [
  block('title'),
  row('r', [column('c', [block('a'), block('b', { size: 1 })]), block('d')], { size: 1 }),
  block('e'),
]);

function countYogaNodes() {
  const created = vi.spyOn(Yoga.Node, 'create');
  const destroyed = vi.spyOn(Yoga.Node, 'destroy');
  return { created: () => created.mock.calls.length, destroyed: () => destroyed.mock.calls.length };
}

afterEach(() => vi.restoreAllMocks());

describe('yoga memory', () => {
  it('frees every yoga node it makes', () => {
    const count = countYogaNodes();
    computeLayout({ layout: page }, { width: 1200, height: 675 }, fixedPitchMeasure());
    expect(count.created()).toBe(8);
    expect(count.destroyed()).toBe(8);
  });

  it('frees every yoga node also when measure throws halfway through', () => {
    const count = countYogaNodes();
    const failing = (node: { id: string }) => {
      if (node.id === 'b') throw new Error('font not loaded');
      return 50;
    };
    expect(() => computeLayout({ layout: page }, { width: 1200, height: 675 }, failing)).toThrow('font not loaded');
    expect(count.created()).toBeGreaterThan(0);
    expect(count.destroyed()).toBe(count.created());
  });

  it('lays the same slide out 10,000 times without leaking a node', () => {
    const count = countYogaNodes();
    const measure = fixedPitchMeasure();
    let last = computeLayout({ layout: page }, { width: 1200, height: 675 }, measure);
    for (let run = 1; run < 10_000; run++) last = computeLayout({ layout: page }, { width: 1200, height: 675 }, measure);
    expect(last.boxes.size).toBe(8);
    expect(count.destroyed()).toBe(count.created());
  });
});
