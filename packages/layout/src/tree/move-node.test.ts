import { describe, expect, it } from 'vitest';
import { moveNode } from './move-node.ts';
import { block, column, deepFreeze, idsFrom, outline, row } from './testing/build-tree.ts';

describe('moveNode', () => {
  it('dragging a block to the other end of its row reorders it and keeps its width', () => {
    const page = row('root', [block('a', { size: 2 }), block('b'), block('c', { size: 3 })]);
    expect(outline(moveNode(page, 'a', 'c', 'right', idsFrom()))).toBe('row[b c@3 a@2]');
  });

  it('dragging a block out of a two-block row dissolves the row into the block left behind', () => {
    const page = column('root', [row('r', [block('a'), block('b')], { size: 2 }), block('c')]);
    expect(outline(moveNode(page, 'a', 'c', 'bottom', idsFrom()))).toBe('column[b@2 c a]');
  });

  it('dragging a block below a block in a row stacks the two in a new column', () => {
    const page = row('root', [block('a'), block('b'), block('c')]);
    expect(outline(moveNode(page, 'c', 'a', 'bottom', idsFrom()))).toBe('row[column[a c] b]');
  });

  it('a block moved into another row takes the size of its new neighbour', () => {
    const page = column('root', [row('r1', [block('a', { size: 5 }), block('b')]), row('r2', [block('c', { size: 2 }), block('d')])]);
    expect(outline(moveNode(page, 'a', 'c', 'left', idsFrom()))).toBe('column[b row[a@2 c@2 d]]');
  });

  it('moving a block next to the row its move dissolves still lands next to what is left of it', () => {
    const page = column('root', [block('a'), row('r', [block('b'), block('c')])]);
    expect(outline(moveNode(page, 'b', 'r', 'bottom', idsFrom()))).toBe('column[a c b]');
  });

  it('moving the only block of the page to the top of the page keeps it on the page', () => {
    const page = column('root', [row('r', [block('a'), block('b')])]);
    expect(outline(moveNode(page, 'a', 'root', 'top', idsFrom()))).toBe('column[a b]');
  });

  it('moving a block onto itself changes nothing', () => {
    const page = row('root', [block('a'), block('b')]);
    expect(moveNode(page, 'a', 'a', 'left', idsFrom())).toBe(page);
  });

  it('moving a row into one of its own blocks changes nothing', () => {
    const page = column('root', [row('r', [block('a'), block('b')]), block('c')]);
    expect(moveNode(page, 'r', 'b', 'bottom', idsFrom())).toBe(page);
  });

  it('moving the page root changes nothing', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(moveNode(page, 'root', 'a', 'right', idsFrom())).toBe(page);
  });

  it('leaves the tree it was given untouched', () => {
    const page = deepFreeze(column('root', [row('r', [block('a'), block('b')]), block('c')]));
    moveNode(page, 'a', 'c', 'right', idsFrom());
    expect(outline(page)).toBe('column[row[a b] c]');
  });

  it('refuses a block or a target that is not on the page', () => {
    const page = column('root', [block('a'), block('b')]);
    expect(() => moveNode(page, 'ghost', 'a', 'right', idsFrom())).toThrow(expect.objectContaining({ code: 'node-not-found', nodeId: 'ghost' }));
    expect(() => moveNode(page, 'a', 'ghost', 'right', idsFrom())).toThrow(expect.objectContaining({ code: 'node-not-found', nodeId: 'ghost' }));
  });
});
