import { describe, expect, it } from 'vitest';
import { ContainerNodeSchema, type ContainerNode, type LayoutNode } from '../schema/layout-node.ts';
import { MAX_PAGE_NODES, MAX_TREE_DEPTH } from '../spec-constants.ts';
import { duplicateNode } from './duplicate-node.ts';
import { insertBlock } from './insert-block.ts';
import { moveNode } from './move-node.ts';
import { block, column, deepFreeze, idsFrom, row } from './testing/build-tree.ts';
import { TreeEditError } from './tree-edit-error.ts';
import { collectIds } from './walk.ts';

/** Levels from the root down to the deepest block, both counted, as the schema counts them. */
function depthOf(node: LayoutNode): number {
  return node.type === 'content' ? 1 : 1 + Math.max(...node.children.map(depthOf));
}

function refusal(edit: () => unknown): TreeEditError {
  try {
    edit();
  } catch (error) {
    if (error instanceof TreeEditError) return error;
    throw error;
  }
  throw new Error('the edit was not refused');
}

/** A new slide (a column holding one block) whose newest block is split again and again, right then below. */
function splitRepeatedly(times: number): { page: ContainerNode; newest: string } {
  const wrapperId = idsFrom('group');
  let page = column('root', [block('first')]);
  let newest = 'first';
  for (let split = 1; split <= times; split += 1) {
    page = insertBlock(page, newest, split % 2 === 1 ? 'right' : 'bottom', block(`split${split}`), wrapperId);
    newest = `split${split}`;
  }
  return { page, newest };
}

describe('edits that would take a page past the server’s limits', () => {
  it('accepts every split until the page is 64 levels deep and refuses the next, leaving the page as it was', () => {
    // The slide starts 2 levels deep and every split of the newest block adds one.
    const { page, newest } = splitRepeatedly(MAX_TREE_DEPTH - 2);
    expect(depthOf(page)).toBe(MAX_TREE_DEPTH);
    expect(ContainerNodeSchema.safeParse(page).success).toBe(true);

    deepFreeze(page);
    const error = refusal(() => insertBlock(page, newest, 'right', block('one-too-many'), idsFrom('wrap')));
    expect(error.code).toBe('too-deep');
    expect(error.message).toBe(`a layout tree nests at most ${MAX_TREE_DEPTH} levels`);
    expect(collectIds(page)).not.toContain('one-too-many');
  });

  it('still adds a block beside the deepest one when no new level is needed', () => {
    const { page, newest } = splitRepeatedly(MAX_TREE_DEPTH - 2);
    // The newest block sits in a column (the last split was below), so another below joins it.
    const next = insertBlock(page, newest, 'bottom', block('sibling'), idsFrom('wrap'));
    expect(depthOf(next)).toBe(MAX_TREE_DEPTH);
    expect(collectIds(next)).toContain('sibling');
  });

  it('refuses to move a nested group to where it would sit deeper than 64 levels', () => {
    const { page, newest } = splitRepeatedly(MAX_TREE_DEPTH - 2);
    const group = row('group', [block('x'), column('inner', [block('y'), block('z')])]);
    const tree = deepFreeze({ ...page, children: [...page.children, group] });
    expect(ContainerNodeSchema.safeParse(tree).success).toBe(true);
    expect(refusal(() => moveNode(tree, 'group', newest, 'right', idsFrom('wrap'))).code).toBe('too-deep');
  });

  it('refuses a duplicate that would put more than 2,000 nodes on the page', () => {
    // A column of rows of 50 blocks: 1 + 39 × 51 = 1,990 nodes, so copying one more row is too many.
    const rows = Array.from({ length: 39 }, (_, r) => row(`row${r}`, Array.from({ length: 50 }, (_, b) => block(`b${r}-${b}`))));
    const page = deepFreeze(column('root', rows));
    expect(collectIds(page)).toHaveLength(1_990);

    const error = refusal(() => duplicateNode(page, 'row0', idsFrom('copy')));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe(`a layout tree holds at most ${MAX_PAGE_NODES} nodes`);
    // A single block still fits.
    expect(collectIds(duplicateNode(page, 'b0-0', idsFrom('copy')))).toHaveLength(1_991);
  });

  it('refuses a paste that would put more than 2,000 nodes on the page', () => {
    const rows = Array.from({ length: 39 }, (_, r) => row(`row${r}`, Array.from({ length: 50 }, (_, b) => block(`b${r}-${b}`))));
    const page = deepFreeze(column('root', rows));
    const pasted = row('pasted', Array.from({ length: 10 }, (_, b) => block(`p${b}`)));
    expect(refusal(() => insertBlock(page, 'row38', 'bottom', pasted, idsFrom('wrap'))).code).toBe('too-large');
  });
});
