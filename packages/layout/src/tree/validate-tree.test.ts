import { describe, expect, it } from 'vitest';
import type { ContainerNode } from '../schema/layout-node.ts';
import { block, column, row } from './testing/build-tree.ts';
import { validateTree } from './validate-tree.ts';

describe('validateTree', () => {
  it('a tidy page has nothing to report', () => {
    expect(validateTree(column('root', [block('a'), row('r', [block('b'), block('c')])]))).toEqual([]);
  });

  it('reports each broken invariant in its own words', () => {
    const broken = column('root', [
      block('a', { size: 0 }),
      block('a', { minHeight: 20 }),
      row('empty', []),
      row('single', [block('s')]),
      column('nested', [block('n1'), block('n2')]),
      { id: 'bare', type: 'content' } as unknown as ContainerNode,
      row('crowded', Array.from({ length: 61 }, (_, index) => block(`c${index}`))),
    ]);
    expect(validateTree(broken)).toEqual([
      "'a' has size 0; a size is above 0 and at most 100",
      "id 'a' is used more than once",
      "'a' has minHeight 20; it is 'max-content' or from 60 to 20000",
      "row 'empty' is empty",
      "row 'single' holds a single child",
      "column 'nested' sits directly inside column 'root'",
      "content block 'bare' has no content",
      "row 'crowded' holds more than 60 children",
    ]);
  });

  it('an empty page root is reported, a root with one block is fine', () => {
    expect(validateTree(column('root', []))).toEqual(["column 'root' is empty"]);
    expect(validateTree(row('root', [block('a')]))).toEqual([]);
  });
});
