import fc from 'fast-check';
import type { ContainerNode, LayoutNode, MinHeight, VerticalAlign } from '../../schema/layout-node.ts';
import type { NodeId } from '../../schema/primitives.ts';
import { deleteNode } from '../delete-node.ts';
import { duplicateNode } from '../duplicate-node.ts';
import { findNode } from '../find-node.ts';
import { insertBlock, type Side } from '../insert-block.ts';
import { moveNode } from '../move-node.ts';
import { resizeNode } from '../resize-node.ts';
import { setAlignment } from '../set-alignment.ts';
import { collectIds, contentNodes } from '../walk.ts';
import { block } from './build-tree.ts';

/**
 * The editor's tree edits as random data. Targets are picked by index among the ids present
 * when the edit runs, so every edit hits something. `paste` places a fresh-id copy of any node
 * (the root included) against any target, as pasting copied blocks does.
 */
export type Edit =
  | { kind: 'insert'; target: number; side: Side }
  | { kind: 'move'; node: number; target: number; side: Side }
  | { kind: 'delete'; node: number }
  | { kind: 'duplicate'; node: number }
  | { kind: 'paste'; node: number; target: number; side: Side }
  | { kind: 'resize'; node: number; size?: number; minHeight?: MinHeight }
  | { kind: 'align'; node: number; align: VerticalAlign };

// Any natural number, taken modulo the page's node count: pages near the size limit have 2,000.
const pick = fc.nat();
const side = fc.constantFrom<Side>('left', 'right', 'top', 'bottom');

export const arbitraryEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), target: pick, side }),
  fc.record({ kind: fc.constant('move' as const), node: pick, target: pick, side }),
  fc.record({ kind: fc.constant('delete' as const), node: pick }),
  fc.record({ kind: fc.constant('duplicate' as const), node: pick }),
  fc.record({ kind: fc.constant('paste' as const), node: pick, target: pick, side }),
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

/** The node an edit is about (the one moved, deleted, copied…), before it runs. */
export function subjectOf(tree: ContainerNode, change: Edit): LayoutNode | undefined {
  if (!('node' in change)) return undefined;
  const ids = collectIds(tree);
  return findNode(tree, ids[change.node % ids.length]!);
}

export function applyEdit(tree: ContainerNode, change: Edit, newId: () => string): ContainerNode {
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
    case 'paste':
      return insertBlock(tree, at(change.target), change.side, withFreshIds(findNode(tree, at(change.node))!, newId), newId);
    case 'resize':
      return resizeNode(tree, at(change.node), { size: change.size, minHeight: change.minHeight });
    case 'align': {
      const blocks = contentNodes(tree);
      return setAlignment(tree, blocks[change.node % blocks.length]!.id, change.align);
    }
  }
}

function withFreshIds(node: LayoutNode, newId: () => string): LayoutNode {
  const id = newId() as NodeId;
  if (node.type === 'content') return { ...node, id };
  return { ...node, id, children: node.children.map((child) => withFreshIds(child, newId)) };
}
