import { describe, expect, it } from 'vitest';
import { insertBlock } from './insert-block.ts';
import { block, column, deepFreeze, idsFrom, outline, row } from './testing/build-tree.ts';
import { TreeEditError } from './tree-edit-error.ts';
import { validateTree } from './validate-tree.ts';

describe('insertBlock', () => {
  it('inserting to the right of a block in a row puts the new block right after it', () => {
    const page = row('root', [block('a'), block('b')]);
    const next = insertBlock(page, 'a', 'right', block('n'), idsFrom());
    expect(outline(next)).toBe('row[a n b]');
  });

  it('inserting to the left of a block in a row puts the new block right before it', () => {
    const page = row('root', [block('a'), block('b')]);
    expect(outline(insertBlock(page, 'b', 'left', block('n'), idsFrom()))).toBe('row[a n b]');
  });

  it('inserting below a block in a column puts the new block under it', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(outline(insertBlock(page, 'a', 'bottom', block('n'), idsFrom()))).toBe('column[a n b]');
  });

  it('inserting to the right of a block in a column wraps both in a row that takes the block’s place and size', () => {
    const page = column('root', [block('a', { size: 2 }), block('b')]);
    const next = insertBlock(page, 'a', 'right', block('n'), idsFrom());
    expect(outline(next)).toBe('column[row@2[a n] b]');
    expect(next.children[0]!.id).toBe('new1');
  });

  it('inserting above a block in a row wraps both in a column with the new block on top', () => {
    const page = row('root', [block('a'), block('b', { size: 3 })]);
    expect(outline(insertBlock(page, 'b', 'top', block('n'), idsFrom()))).toBe('row[a column@3[n b]]');
  });

  it('a new block in a row is as wide as the neighbour it was placed next to', () => {
    const page = row('root', [block('a', { size: 50 }), block('b', { size: 50 })]);
    expect(outline(insertBlock(page, 'a', 'right', block('n'), idsFrom()))).toBe('row[a@50 n@50 b@50]');
  });

  it('a new block that brings its own size keeps it', () => {
    const page = row('root', [block('a', { size: 50 }), block('b', { size: 50 })]);
    expect(outline(insertBlock(page, 'a', 'right', block('n', { size: 25 }), idsFrom()))).toBe('row[a@50 n@25 b@50]');
  });

  it('inserting below a root column adds the block at the end of the page', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(outline(insertBlock(page, 'root', 'bottom', block('n'), idsFrom()))).toBe('column[a b n]');
    expect(outline(insertBlock(page, 'root', 'top', block('n'), idsFrom()))).toBe('column[n a b]');
  });

  it('inserting to the right of a root column wraps the whole page in a new row that keeps the page padding', () => {
    const page = column('root', [block('a'), block('b')], { config: { padding: 40, gap: 8 } });
    const next = insertBlock(page, 'root', 'right', block('n'), idsFrom());
    expect(outline(next)).toBe('row[column[a b] n]');
    expect(next.id).toBe('new1');
    expect(next.config).toEqual({ padding: 40 });
    expect(next.children[0]).toMatchObject({ id: 'root', config: { gap: 8 } });
  });

  it('inserting to the right of a whole row in a column adds the block to that row, taking half its width', () => {
    const page = column('root', [row('r', [block('a'), block('b')]), block('c')]);
    expect(outline(insertBlock(page, 'r', 'right', block('n'), idsFrom()))).toBe('column[row[a@0.5 b@0.5 n] c]');
  });

  it('a new row or column of blocks can be inserted as a whole', () => {
    const page = column('root', [block('a')]);
    const next = insertBlock(page, 'a', 'bottom', row('pair', [block('x'), block('y')]), idsFrom());
    expect(outline(next)).toBe('column[a row[x y]]');
  });

  it('leaves the tree it was given untouched and reuses the blocks the edit did not reach', () => {
    const page = deepFreeze(column('root', [block('a'), row('r', [block('b'), block('c')])]));
    const next = insertBlock(page, 'b', 'right', block('n'), idsFrom());
    expect(outline(page)).toBe('column[a row[b c]]');
    expect(next.children[0]).toBe(page.children[0]);
    expect(validateTree(next)).toEqual([]);
  });

  it('refuses a target that is not on the page', () => {
    const page = column('root', [block('a')]);
    expect(() => insertBlock(page, 'ghost', 'right', block('n'), idsFrom())).toThrow(
      expect.objectContaining({ name: 'TreeEditError', code: 'node-not-found', nodeId: 'ghost' }),
    );
  });

  it('refuses a new block whose id is already on the page', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(() => insertBlock(page, 'a', 'right', block('b'), idsFrom())).toThrow(TreeEditError);
    expect(() => insertBlock(page, 'a', 'right', block('n'), () => 'b')).toThrow(expect.objectContaining({ code: 'duplicate-id' }));
  });
});
