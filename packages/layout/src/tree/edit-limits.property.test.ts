import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContainerNodeSchema, type ContainerNode, type LayoutNode } from '../schema/layout-node.ts';
import { MAX_PAGE_NODES, MAX_TREE_DEPTH } from '../spec-constants.ts';
import { normalizeTree } from './normalize-tree.ts';
import { applyEdit, arbitraryEdit } from './testing/arbitrary-edit.ts';
import { arbitraryTree } from './testing/arbitrary-tree.ts';
import { block, column, deepFreeze, idsFrom, row } from './testing/build-tree.ts';
import { TreeEditError, type TreeEditErrorCode } from './tree-edit-error.ts';
import { validateTree } from './validate-tree.ts';
import { collectIds } from './walk.ts';

/** A random page beside a chain of rows and columns that takes the whole page `depth` levels deep. */
function deepPage(random: ContainerNode, depth: number): ContainerNode {
  let chain: ContainerNode = (depth % 2 === 0 ? row : column)('level', [block('deepest1'), block('deepest2')]);
  for (let level = depth - 2; level >= 1; level -= 1) chain = (chain.type === 'row' ? column : row)(`level${level}`, [block(`beside${level}`), chain]);
  return normalizeTree({ ...chain, children: [random, ...chain.children] });
}

/** A random page with rows of 50 blocks after it, up to `slack` nodes short of the size limit. */
function largePage(random: ContainerNode, slack: number): ContainerNode {
  let room = MAX_PAGE_NODES - slack - 1 - collectIds(random).length;
  const filler: LayoutNode[] = [];
  for (let r = 0; room > 0; r += 1) {
    const blocks = Math.min(50, room - 1);
    filler.push(blocks >= 2 ? row(`filler${r}`, Array.from({ length: blocks }, (_, b) => block(`filler${r}-${b}`))) : block(`filler${r}`));
    room -= blocks >= 2 ? blocks + 1 : 1;
  }
  return normalizeTree(column('root', [random, ...filler]));
}

/** Pages are drawn as their recipe, so a failure prints a few numbers and a small tree rather than 2,000 nodes. */
const nearLimit = fc.oneof(
  fc.record({ random: arbitraryTree, shape: fc.constant('deep' as const), depth: fc.integer({ min: MAX_TREE_DEPTH - 6, max: MAX_TREE_DEPTH }) }),
  fc.record({ random: arbitraryTree, shape: fc.constant('large' as const), slack: fc.integer({ min: 0, max: 60 }) }),
);

const LIMITS: readonly TreeEditErrorCode[] = ['too-deep', 'too-large'];

function expectValid(tree: ContainerNode): void {
  expect(validateTree(tree)).toEqual([]);
  const parsed = ContainerNodeSchema.safeParse(tree);
  expect(parsed.success, parsed.error?.message).toBe(true);
}

describe('tree edits near the depth and size limits', () => {
  it('no sequence of edits makes a page the schema (and so the server) refuses; a refused edit leaves the page as it was', () => {
    const refusedAtLimit: TreeEditErrorCode[] = [];
    fc.assert(
      fc.property(nearLimit, fc.array(arbitraryEdit, { minLength: 1, maxLength: 15 }), (recipe, edits) => {
        const start = recipe.shape === 'deep' ? deepPage(recipe.random, recipe.depth) : largePage(recipe.random, recipe.slack);
        expectValid(start);
        const newId = idsFrom('e');
        let tree = start;
        for (const change of edits) {
          // Frozen: an edit that touched its input on the way to refusing would throw here.
          const before = deepFreeze(tree);
          try {
            tree = applyEdit(before, change, newId);
          } catch (error) {
            expect(error).toBeInstanceOf(TreeEditError);
            const { code } = error as TreeEditError;
            expect(['too-many-children', ...LIMITS]).toContain(code);
            if (LIMITS.includes(code)) refusedAtLimit.push(code);
            continue;
          }
          expectValid(tree);
        }
      }),
      { numRuns: 80 },
    );
    // The pages start close enough to the limits that edits do run into both.
    expect(new Set(refusedAtLimit)).toEqual(new Set(LIMITS));
  });
});
