import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../schema/layout-node.ts';
import { duplicateNode } from './duplicate-node.ts';
import { block, column, deepFreeze, idsFrom, outline, row } from './testing/build-tree.ts';
import { collectIds } from './walk.ts';

describe('duplicateNode', () => {
  it('duplicating a block in a row puts a same-sized copy right after it', () => {
    const page = row('root', [block('a', { size: 2, align: 'middle' }), block('b')]);
    const next = duplicateNode(page, 'a', idsFrom('copy'));
    expect(outline(next)).toBe('row[a@2 copy1@2 b]');
    expect(next.children[1]).toMatchObject({ align: 'middle' });
    expect((next.children[1] as ContentNode).content).toEqual((page.children[0] as ContentNode).content);
  });

  it('duplicating a block in a column puts the copy below it', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(outline(duplicateNode(page, 'a', idsFrom('copy')))).toBe('column[a copy1 b]');
  });

  it('duplicating a column copies every block inside it with fresh ids', () => {
    const page = row('root', [column('c', [block('a'), block('b')]), block('d')]);
    const next = duplicateNode(page, 'c', idsFrom('copy'));
    expect(outline(next)).toBe('row[column[a b] column[copy2 copy3] d]');
    expect(collectIds(next)).toEqual(['root', 'c', 'a', 'b', 'copy1', 'copy2', 'copy3', 'd']);
  });

  it('editing the copy’s content later cannot change the original', () => {
    const page = column('root', [block('a'), block('b')]);
    const next = duplicateNode(page, 'a', idsFrom('copy'));
    expect((next.children[1] as ContentNode).content).not.toBe((page.children[0] as ContentNode).content);
  });

  it('duplicating the page root changes nothing', () => {
    const page = column('root', [block('a')]);
    expect(duplicateNode(page, 'root', idsFrom())).toBe(page);
  });

  it('refuses an id generator that hands out an id already on the page', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(() => duplicateNode(page, 'a', () => 'b')).toThrow(expect.objectContaining({ code: 'duplicate-id', nodeId: 'b' }));
  });

  it('refuses to grow a row past 60 blocks', () => {
    const page = row('root', Array.from({ length: 60 }, (_, index) => block(`b${index}`)));
    expect(() => duplicateNode(page, 'b0', idsFrom())).toThrow(expect.objectContaining({ code: 'too-many-children' }));
  });

  it('leaves the tree it was given untouched', () => {
    const page = deepFreeze(column('root', [block('a'), block('b')]));
    duplicateNode(page, 'a', idsFrom());
    expect(outline(page)).toBe('column[a b]');
  });

  it('refuses a block that is not on the page', () => {
    expect(() => duplicateNode(column('root', [block('a')]), 'ghost', idsFrom())).toThrow(expect.objectContaining({ code: 'node-not-found' }));
  });
});
