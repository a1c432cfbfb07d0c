import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../schema/blocks.ts';
import { ContainerNodeSchema, type ContainerNode } from '../schema/layout-node.ts';
import { applyEdit, arbitraryEdit, subjectOf, type Edit } from './testing/arbitrary-edit.ts';
import { arbitraryTree } from './testing/arbitrary-tree.ts';
import { deepFreeze, idsFrom } from './testing/build-tree.ts';
import { TreeEditError } from './tree-edit-error.ts';
import { validateTree } from './validate-tree.ts';
import { contentNodes } from './walk.ts';

/** Content block id → its content, in page order. */
function blocksOf(tree: ContainerNode): Map<string, BlockContent> {
  return new Map(contentNodes(tree).map((node) => [node.id, node.content]));
}

/** The blocks the edit was allowed to remove or add, and checks that nothing else changed. */
function expectBlocksAccountedFor(before: ContainerNode, after: ContainerNode, change: Edit): void {
  const old = blocksOf(before);
  const now = blocksOf(after);
  const subject = subjectOf(before, change);
  const removed = [...old.keys()].filter((id) => !now.has(id));
  const added = [...now.keys()].filter((id) => !old.has(id));

  if (change.kind === 'delete' && after !== before) {
    expect(removed.sort()).toEqual(contentNodes(subject!).map((node) => node.id).sort());
  } else {
    expect(removed).toEqual([]);
  }
  if (change.kind === 'insert') expect(added).toHaveLength(1);
  else if ((change.kind === 'duplicate' || change.kind === 'paste') && after !== before) {
    expect(added.map((id) => now.get(id))).toEqual(contentNodes(subject!).map((node) => node.content));
  } else expect(added).toEqual([]);
  for (const [id, content] of now) if (old.has(id)) expect(content).toBe(old.get(id));
}

function expectValid(tree: ContainerNode): void {
  expect(validateTree(tree)).toEqual([]);
  const parsed = ContainerNodeSchema.safeParse(tree);
  expect(parsed.success, parsed.error?.message).toBe(true);
}

describe('tree edits, on random pages and random edit sequences', () => {
  it('random pages from the generator are valid to begin with', () => {
    fc.assert(fc.property(arbitraryTree, (tree) => expectValid(tree)));
  });

  it('any sequence of edits keeps the page valid and loses or copies no block it was not asked to', () => {
    fc.assert(
      fc.property(arbitraryTree, fc.array(arbitraryEdit, { minLength: 1, maxLength: 25 }), (start, edits) => {
        const newId = idsFrom('e');
        let tree = start;
        for (const change of edits) {
          const before = deepFreeze(tree);
          try {
            tree = applyEdit(before, change, newId);
          } catch (error) {
            // A page can legitimately be full (60 children in one row, 64 levels, 2,000 nodes); anything else is a bug.
            expect(error).toBeInstanceOf(TreeEditError);
            expect(['too-many-children', 'too-deep', 'too-large']).toContain((error as TreeEditError).code);
            continue;
          }
          expectValid(tree);
          expectBlocksAccountedFor(before, tree, change);
        }
      }),
      { numRuns: 300 },
    );
  });
});
