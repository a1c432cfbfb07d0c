import { describe, expect, it } from 'vitest';
import { block, column, deepFreeze, textContent } from './testing/build-tree.ts';
import { updateContent } from './update-content.ts';

const page = deepFreeze(column('root', [block('a', { size: 2, align: 'bottom' }), block('b')]));

describe('updateContent', () => {
  it('typing into a block changes what it shows but not where it sits', () => {
    const next = updateContent(page, 'a', textContent('Hello'));
    expect(next.children[0]).toEqual({ ...page.children[0], content: textContent('Hello') });
    expect(next.children[1]).toBe(page.children[1]);
  });

  it('a block can change kind, e.g. from text to a divider', () => {
    const divider = { kind: 'divider', style: 'dashed', thickness: 2 } as const;
    expect(updateContent(page, 'b', divider).children[1]).toMatchObject({ content: divider });
  });

  it('refuses rows and columns, which hold blocks rather than content', () => {
    expect(() => updateContent(page, 'root', textContent('x'))).toThrow(expect.objectContaining({ code: 'not-content' }));
  });

  it('refuses a block that is not on the page', () => {
    expect(() => updateContent(page, 'ghost', textContent('x'))).toThrow(expect.objectContaining({ code: 'node-not-found' }));
  });
});
