import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../schema/blocks.ts';
import { ContainerNodeSchema, type ContainerNode, type MinHeight, type VerticalAlign } from '../schema/layout-node.ts';
import { deleteNode } from './delete-node.ts';
import { duplicateNode } from './duplicate-node.ts';
import { findNode } from './find-node.ts';
import { insertBlock, type Side } from './insert-block.ts';
import { moveNode } from './move-node.ts';
import { resizeNode } from './resize-node.ts';
import { setAlignment } from './set-alignment.ts';
import { arbitraryTree } from './testing/arbitrary-tree.ts';
import { block, deepFreeze, idsFrom } from './testing/build-tree.ts';
import { TreeEditError } from './tree-edit-error.ts';
import { validateTree } from './validate-tree.ts';
import { collectIds, contentNodes } from './walk.ts';

/** Targets are picked by index among the ids present when the edit runs, so every edit hits something. */
type Edit =
  | { kind: 'insert'; target: number; side: Side }
  | { kind: 'move'; node: number; target: number; side: Side }
  | { kind: 'delete'; node: number }
  | { kind: 'duplicate'; node: number }
  | { kind: 'resize'; node: number; size?: number; minHeight?: MinHeight }
  | { kind: 'align'; node: number; align: VerticalAlign };

const pick = fc.nat({ max: 1000 });
const side = fc.constantFrom<Side>('left', 'right', 'top', 'bottom');
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), target: pick, side }),
  fc.record({ kind: fc.constant('move' as const), node: pick, target: pick, side }),
  fc.record({ kind: fc.constant('delete' as const), node: pick }),
  fc.record({ kind: fc.constant('duplicate' as const), node: pick }),
  fc.record(
    {
      kind: fc.constant('resize' as const),
      node: pick,
      size: fc.double({ min: -10, max: 500, noNaN: true }),
      minHeight: fc.oneof(fc.integer({ min: -100, max: 30_000 }), fc.constant('max-content' as const)),
    },
    { requiredKeys: ['kind', 'node'] },
  ),
  fc.record({ kind: fc.constant('align' as const), node: pick, align: fc.constantFrom<VerticalAlign>('top', 'middle', 'bottom') }),
);

function apply(tree: ContainerNode, change: Edit, newId: () => string): ContainerNode {
  const ids = collectIds(tree);
  const at = (index: number) => ids[index % ids.length]!;
  switch (change.kind) {
    case 'insert':
      return insertBlock(tree, at(change.target), change.side, block(newId()), newId);
    case 'move':
      return moveNode(tree, at(change.node), at(change.target), change.side, newId);
    case 'delete':
      return deleteNode(tree, at(change.node));
    case 'duplicate':
      return duplicateNode(tree, at(change.node), newId);
    case 'resize':
      return resizeNode(tree, at(change.node), { size: change.size, minHeight: change.minHeight });
    case 'align': {
      const blocks = contentNodes(tree);
      return setAlignment(tree, blocks[change.node % blocks.length]!.id, change.align);
    }
  }
}

/** Content block id → its content, in page order. */
function blocksOf(tree: ContainerNode): Map<string, BlockContent> {
  return new Map(contentNodes(tree).map((node) => [node.id, node.content]));
}

/** The blocks the edit was allowed to remove or add, and checks that nothing else changed. */
function expectBlocksAccountedFor(before: ContainerNode, after: ContainerNode, change: Edit): void {
  const old = blocksOf(before);
  const now = blocksOf(after);
  const ids = collectIds(before);
  const subject = 'node' in change ? findNode(before, ids[change.node % ids.length]!) : undefined;
  const removed = [...old.keys()].filter((id) => !now.has(id));
  const added = [...now.keys()].filter((id) => !old.has(id));

  if (change.kind === 'delete' && after !== before) {
    expect(removed.sort()).toEqual(contentNodes(subject!).map((node) => node.id).sort());
  } else {
    expect(removed).toEqual([]);
  }
  if (change.kind === 'insert') expect(added).toHaveLength(1);
  else if (change.kind === 'duplicate' && after !== before) {
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
      fc.property(arbitraryTree, fc.array(edit, { minLength: 1, maxLength: 25 }), (start, edits) => {
        const newId = idsFrom('e');
        let tree = start;
        for (const change of edits) {
          const before = deepFreeze(tree);
          try {
            tree = apply(before, change, newId);
          } catch (error) {
            // A page can legitimately be full (60 children in one row); anything else is a bug.
            expect(error).toBeInstanceOf(TreeEditError);
            expect((error as TreeEditError).code).toBe('too-many-children');
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
