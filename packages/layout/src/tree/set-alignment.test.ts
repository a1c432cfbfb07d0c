import { describe, expect, it } from 'vitest';
import { setAlignment } from './set-alignment.ts';
import { block, column, deepFreeze, row } from './testing/build-tree.ts';

const page = deepFreeze(column('root', [block('a'), row('r', [block('b'), block('c')])]));

describe('setAlignment', () => {
  it('Alt+Shift+2 centres a block’s content vertically, leaving the rest of the page as it was', () => {
    const next = setAlignment(page, 'b', 'middle');
    expect(next.children[1]).toMatchObject({ children: [{ id: 'b', align: 'middle' }, { id: 'c' }] });
    expect(next.children[0]).toBe(page.children[0]);
  });

  it('refuses rows and columns, which have no content to align', () => {
    expect(() => setAlignment(page, 'r', 'bottom')).toThrow(expect.objectContaining({ code: 'not-content', nodeId: 'r' }));
  });

  it('refuses a block that is not on the page', () => {
    expect(() => setAlignment(page, 'ghost', 'top')).toThrow(expect.objectContaining({ code: 'node-not-found' }));
  });
});
