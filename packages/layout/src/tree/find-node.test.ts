import { describe, expect, it } from 'vitest';
import { findNode, findParent, pathTo } from './find-node.ts';
import { block, column, row } from './testing/build-tree.ts';

const page = column('root', [block('a'), row('r', [block('b'), block('c')])]);

describe('finding nodes', () => {
  it('finds a block anywhere on the page', () => {
    expect(findNode(page, 'c')).toBe((page.children[1] as typeof page).children[1]);
    expect(findNode(page, 'root')).toBe(page);
    expect(findNode(page, 'ghost')).toBeUndefined();
  });

  it('names the row or column that holds a block; the root has none', () => {
    expect(findParent(page, 'c')?.id).toBe('r');
    expect(findParent(page, 'a')?.id).toBe('root');
    expect(findParent(page, 'root')).toBeUndefined();
    expect(findParent(page, 'ghost')).toBeUndefined();
  });

  it('gives the chain from the page root down to a block', () => {
    expect(pathTo(page, 'c')?.map((node) => node.id)).toEqual(['root', 'r', 'c']);
    expect(pathTo(page, 'root')?.map((node) => node.id)).toEqual(['root']);
    expect(pathTo(page, 'ghost')).toBeUndefined();
  });
});
