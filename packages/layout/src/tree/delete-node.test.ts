import { describe, expect, it } from 'vitest';
import { deleteNode } from './delete-node.ts';
import { block, column, deepFreeze, outline, row } from './testing/build-tree.ts';

describe('deleteNode', () => {
  it('deleting a block from a row leaves its siblings sharing the row', () => {
    const page = row('root', [block('a'), block('b'), block('c')]);
    expect(outline(deleteNode(page, 'b'))).toBe('row[a c]');
  });

  it('deleting one of two blocks in a nested row puts the other in the row’s place, with the row’s size', () => {
    const page = column('root', [row('r', [block('a', { size: 3 }), block('b')], { size: 2 }), block('c')]);
    expect(outline(deleteNode(page, 'a'))).toBe('column[b@2 c]');
  });

  it('a dissolved row whose last block is a column merges that column into the page column', () => {
    const page = column('root', [block('x'), row('r', [block('a'), column('c', [block('b'), block('d')])])]);
    expect(outline(deleteNode(page, 'a'))).toBe('column[x b d]');
  });

  it('the block left from a row keeps the larger of the row’s and its own min height', () => {
    const page = column('root', [row('r', [block('a'), block('b', { minHeight: 80 })], { minHeight: 200 }), block('c')]);
    expect(deleteNode(page, 'a').children[0]).toMatchObject({ id: 'b', minHeight: 200 });
  });

  it('deleting a row removes every block inside it', () => {
    const page = column('root', [row('r', [block('a'), block('b')]), block('c'), block('d')]);
    expect(outline(deleteNode(page, 'r'))).toBe('column[c d]');
  });

  it('deleting the last block of a page keeps the page as it is', () => {
    const page = column('root', [block('a')]);
    expect(deleteNode(page, 'a')).toBe(page);
    const nested = column('root', [row('r', [block('a'), block('b')])]);
    expect(deleteNode(nested, 'r')).toBe(nested);
  });

  it('deleting the page root keeps the page as it is', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(deleteNode(page, 'root')).toBe(page);
  });

  it('leaves the tree it was given untouched', () => {
    const page = deepFreeze(column('root', [row('r', [block('a'), block('b')]), block('c')]));
    deleteNode(page, 'a');
    expect(outline(page)).toBe('column[row[a b] c]');
  });

  it('refuses a block that is not on the page', () => {
    expect(() => deleteNode(column('root', [block('a')]), 'ghost')).toThrow(expect.objectContaining({ code: 'node-not-found' }));
  });
});
