import { describe, expect, it } from 'vitest';
import { resizeNode } from './resize-node.ts';
import { block, column, deepFreeze, row } from './testing/build-tree.ts';

const page = deepFreeze(row('root', [block('a', { size: 2, minHeight: 120 }), block('b')]));

describe('resizeNode', () => {
  it('dragging a resize handle sets the block’s share of its row', () => {
    expect(resizeNode(page, 'b', { size: 3 }).children[1]).toMatchObject({ id: 'b', size: 3 });
  });

  it('a share dragged past its limits stops at them', () => {
    expect(resizeNode(page, 'b', { size: 0 }).children[1]!.size).toBe(0.01);
    expect(resizeNode(page, 'b', { size: -4 }).children[1]!.size).toBe(0.01);
    expect(resizeNode(page, 'b', { size: 1e6 }).children[1]!.size).toBe(100);
  });

  it('a block cannot be made shorter than 60 px nor taller than 20,000 px', () => {
    expect(resizeNode(page, 'b', { minHeight: 10 }).children[1]!.minHeight).toBe(60);
    expect(resizeNode(page, 'b', { minHeight: 90_000 }).children[1]!.minHeight).toBe(20_000);
    expect(resizeNode(page, 'b', { minHeight: 240 }).children[1]!.minHeight).toBe(240);
  });

  it('a block can be set to exactly fit its content', () => {
    expect(resizeNode(page, 'a', { minHeight: 'max-content' }).children[0]).toMatchObject({ minHeight: 'max-content', size: 2 });
  });

  it('what the resize does not mention stays as it was', () => {
    expect(resizeNode(page, 'a', { size: 4 }).children[0]).toMatchObject({ size: 4, minHeight: 120 });
    expect(resizeNode(page, 'a', { minHeight: 200 }).children[0]).toMatchObject({ size: 2, minHeight: 200 });
  });

  it('rows and columns can be resized too', () => {
    const nested = column('root', [row('r', [block('a'), block('b')]), block('c')]);
    expect(resizeNode(nested, 'r', { size: 2, minHeight: 300 }).children[0]).toMatchObject({ id: 'r', size: 2, minHeight: 300 });
  });

  it('refuses NaN, which only a bug upstream produces', () => {
    expect(() => resizeNode(page, 'a', { size: Number.NaN })).toThrow(expect.objectContaining({ code: 'invalid-value' }));
    expect(() => resizeNode(page, 'a', { minHeight: Number.NaN })).toThrow(expect.objectContaining({ code: 'invalid-value' }));
  });

  it('refuses a block that is not on the page', () => {
    expect(() => resizeNode(page, 'ghost', { size: 1 })).toThrow(expect.objectContaining({ code: 'node-not-found' }));
  });
});
