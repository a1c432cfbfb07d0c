import { describe, expect, it } from 'vitest';
import { normalizeTree } from './normalize-tree.ts';
import { block, column, deepFreeze, outline, row } from './testing/build-tree.ts';
import { validateTree } from './validate-tree.ts';

describe('normalizeTree', () => {
  it('a row directly inside a row gives its blocks to the outer row at the same widths', () => {
    const page = row('root', [block('a', { size: 2 }), row('inner', [block('b', { size: 1 }), block('c', { size: 3 })], { size: 2 })]);
    expect(outline(normalizeTree(page))).toBe('row[a@2 b@0.5 c@1.5]');
  });

  it('a column inside a column hands its growth to its sized blocks only', () => {
    const page = column('root', [block('a'), column('inner', [block('b', { size: 1 }), block('c')], { size: 4 })]);
    expect(outline(normalizeTree(page))).toBe('column[a b@4 c]');
    const still = column('root', [block('a'), column('inner', [block('b', { size: 1 }), block('c')])]);
    expect(outline(normalizeTree(still))).toBe('column[a b c]');
  });

  it('a row holding a single block gives way to that block, which keeps the row’s size', () => {
    const page = column('root', [row('r', [block('a', { size: 9 })], { size: 2 }), block('b')]);
    expect(outline(normalizeTree(page))).toBe('column[a@2 b]');
  });

  it('empty rows and columns disappear, and so do containers emptied by that', () => {
    const page = column('root', [block('a'), row('r', [column('c', []), column('d', [])]), block('b')]);
    expect(outline(normalizeTree(page))).toBe('column[a b]');
  });

  it('the page root may keep a single block', () => {
    const page = column('root', [block('a')]);
    expect(normalizeTree(page)).toBe(page);
  });

  it('a root row holding only a row takes that row’s blocks', () => {
    expect(outline(normalizeTree(row('root', [row('r', [block('a'), block('b')])])))).toBe('row[a@0.5 b@0.5]');
  });

  it('a page that is already tidy comes back as the very same objects', () => {
    const page = deepFreeze(column('root', [block('a'), row('r', [block('b'), column('c', [block('d'), block('e')])])]));
    expect(normalizeTree(page)).toBe(page);
  });

  it('untidy input, once normalised, passes validation', () => {
    const page = row('root', [row('x', [row('y', [block('a')]), column('z', [column('w', [block('b'), block('c')])])])]);
    const next = normalizeTree(page);
    expect(validateTree(next)).toEqual([]);
    expect(outline(next)).toBe('row[a@0.5 column@0.5[b c]]');
  });
});
