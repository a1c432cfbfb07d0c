import { describe, expect, it } from 'vitest';
import { setHeight } from './set-height.ts';
import { block, column, deepFreeze, row } from './testing/build-tree.ts';

const page = deepFreeze(column('root', [block('chart', { size: 2, minHeight: 360 }), row('r', [block('a', { size: 2 }), block('b')])]));

describe('setHeight', () => {
  it('a block dragged shorter in a column keeps that height instead of growing back into the spare room', () => {
    expect(setHeight(page, 'chart', 200).children[0]).toEqual({ id: 'chart', type: 'content', content: expect.anything(), minHeight: 200 });
  });

  it('in a row a block keeps its share of the width', () => {
    const resized = setHeight(page, 'a', 240).children[1];
    expect(resized?.type === 'row' && resized.children[0]).toMatchObject({ id: 'a', size: 2, minHeight: 240 });
  });

  it('stops at 60 px and 20,000 px, and refuses NaN', () => {
    expect(setHeight(page, 'chart', 10).children[0]!.minHeight).toBe(60);
    expect(setHeight(page, 'chart', 90_000).children[0]!.minHeight).toBe(20_000);
    expect(() => setHeight(page, 'chart', Number.NaN)).toThrow(expect.objectContaining({ code: 'invalid-value' }));
  });
});
