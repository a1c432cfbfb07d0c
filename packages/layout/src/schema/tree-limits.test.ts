import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NODES, MAX_TREE_DEPTH } from '../spec-constants.ts';
import { block, column, row } from '../tree/testing/build-tree.ts';
import { Page, ProjectDocument } from './document.ts';
import { ContainerNodeSchema, LayoutNodeSchema, type ContainerNode } from './layout-node.ts';
import { treeLimitProblem } from './tree-limits.ts';

/** A layout `depth` levels deep counting its blocks: rows and columns alternate, each beside a block. */
function nested(depth: number): ContainerNode {
  let node: ContainerNode = row(`level${depth - 1}`, [block('first'), block('second')]);
  for (let level = depth - 2; level >= 1; level -= 1) {
    node = (node.type === 'row' ? column : row)(`level${level}`, [block(`beside${level}`), node]);
  }
  return node;
}

/** What the walk must agree with, written the obvious (recursive) way for small inputs. */
function measure(value: unknown, depth = 1): { depth: number; nodes: number } {
  const children = typeof value === 'object' && value !== null ? (value as { children?: unknown }).children : undefined;
  if (!Array.isArray(children)) return { depth, nodes: 1 };
  return children.reduce<{ depth: number; nodes: number }>(
    (total, child) => {
      const inner = measure(child, depth + 1);
      return { depth: Math.max(total.depth, inner.depth), nodes: total.nodes + inner.nodes };
    },
    { depth, nodes: 1 },
  );
}

/**
 * Trees around both limits: a spine of up to 80 levels with up to 60 other children on each,
 * some of them not nodes at all (the walk sees input before any schema has).
 */
const shape: fc.Arbitrary<unknown> = fc
  .array(fc.array(fc.oneof(fc.constant({ id: 'x', type: 'content' }), fc.constant(null), fc.string(), fc.constant({ children: 'not a list' })), { maxLength: 60, size: 'max' }), {
    minLength: 1,
    maxLength: 80,
    size: 'max',
  })
  .map((levels) => levels.reduceRight<unknown>((inner, others) => ({ type: 'row', children: [...others, inner] }), { type: 'content' }));

describe('treeLimitProblem', () => {
  it('refuses exactly the trees deeper or larger than the limits', () => {
    fc.assert(
      fc.property(shape, (tree) => {
        const { depth, nodes } = measure(tree);
        expect(treeLimitProblem(tree) === undefined).toBe(depth <= MAX_TREE_DEPTH && nodes <= MAX_PAGE_NODES);
      }),
    );
  });

  it('names the limit a tree breaks', () => {
    expect(treeLimitProblem(nested(MAX_TREE_DEPTH))).toBeUndefined();
    expect(treeLimitProblem(nested(MAX_TREE_DEPTH + 1))).toBe(`a layout tree nests at most ${MAX_TREE_DEPTH} levels`);
    const wide = (count: number) => ({ children: Array.from({ length: count - 1 }, () => ({})) });
    expect(treeLimitProblem(wide(MAX_PAGE_NODES))).toBeUndefined();
    expect(treeLimitProblem(wide(MAX_PAGE_NODES + 1))).toBe(`a layout tree holds at most ${MAX_PAGE_NODES} nodes`);
  });

  it('walks a tree a hundred thousand levels deep without running out of stack', () => {
    let tree: unknown = {};
    for (let level = 0; level < 100_000; level += 1) tree = { children: [tree] };
    expect(treeLimitProblem(tree)).toBe(`a layout tree nests at most ${MAX_TREE_DEPTH} levels`);
  });
});

describe('the layout schemas', () => {
  it('accept a page nested as deep as the limit', () => {
    const page = { id: 'deep', layout: nested(MAX_TREE_DEPTH) };
    expect(Page.safeParse(page).success).toBe(true);
    expect(ProjectDocument.safeParse({ pages: [page] }).success).toBe(true);
  });

  it('report a tree thousands of levels deep as an invalid value instead of overflowing the stack', () => {
    for (const depth of [MAX_TREE_DEPTH + 1, 3_000, 100_000]) {
      const layout = nested(depth);
      for (const result of [Page.safeParse({ id: 'deep', layout }), ContainerNodeSchema.safeParse(layout), LayoutNodeSchema.safeParse(layout)]) {
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(`a layout tree nests at most ${MAX_TREE_DEPTH} levels`);
      }
    }
  });
});
