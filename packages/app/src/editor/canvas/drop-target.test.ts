import { computeLayout, type ContainerNode, type ContentNode, type LayoutNode, type NodeId } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { dropTarget, edgeSide } from './drop-target.ts';

const block = (id: string): ContentNode => ({ id: id as NodeId, type: 'content', content: { kind: 'divider', style: 'solid', thickness: 2 } });
const row = (id: string, children: LayoutNode[]): ContainerNode => ({ id: id as NodeId, type: 'row', children });
const column = (id: string, children: LayoutNode[]): ContainerNode => ({ id: id as NodeId, type: 'column', children });

/** A slide: title block on top, then a row of two blocks (boxes from the real layout engine). */
const root = column('root', [block('title'), row('pair', [block('left'), block('right')])]);
const { boxes } = computeLayout({ layout: root }, { width: 1200, height: 675 }, () => 100);
const box = (id: string) => boxes.get(id)!;

describe('dropping a dragged block', () => {
  test('near the left edge of a block puts it to that block’s left', () => {
    const target = box('right');
    expect(dropTarget(root, boxes, 'title', target.x + 5, target.y + target.height / 2)).toEqual({ targetId: 'right', side: 'left' });
  });

  test('near the bottom edge of a block puts it below', () => {
    const target = box('title');
    expect(dropTarget(root, boxes, 'left', target.x + target.width / 2, target.y + target.height - 3)).toEqual({ targetId: 'title', side: 'bottom' });
  });

  test('in the middle of a block has no drop zone', () => {
    const target = box('right');
    expect(dropTarget(root, boxes, 'title', target.x + target.width / 2, target.y + target.height / 2)).toBeNull();
  });

  test('in the gap between two blocks of a row goes beside the nearer one', () => {
    const left = box('left');
    const right = box('right');
    const gapMiddle = (left.x + left.width + right.x) / 2;
    const found = dropTarget(root, boxes, 'title', gapMiddle - 2, left.y + left.height / 2);
    expect(found).toEqual({ targetId: 'left', side: 'right' });
  });

  test('never onto the dragged block itself', () => {
    const target = box('right');
    expect(dropTarget(root, boxes, 'right', target.x + 5, target.y + target.height / 2)?.targetId).not.toBe('right');
  });

  test('never into the row being dragged', () => {
    const inside = box('left');
    const found = dropTarget(root, boxes, 'pair', inside.x + 5, inside.y + inside.height / 2);
    expect(found?.targetId).not.toBe('left');
    expect(found?.targetId).not.toBe('pair');
  });

  test('outside the page drops nowhere', () => {
    expect(dropTarget(root, boxes, 'title', -10, -10)).toBeNull();
  });
});

describe('edge zones', () => {
  test('are 24 px wide on a large block', () => {
    const large = { x: 0, y: 0, width: 400, height: 300 };
    expect(edgeSide(large, 23, 150)).toBe('left');
    expect(edgeSide(large, 25, 150)).toBeNull();
  });

  test('shrink on a small block so its middle stays a no-drop area', () => {
    const small = { x: 0, y: 0, width: 30, height: 30 };
    expect(edgeSide(small, 15, 15)).toBeNull();
  });

  test('in a corner pick the nearer edge', () => {
    const large = { x: 0, y: 0, width: 400, height: 300 };
    expect(edgeSide(large, 3, 10)).toBe('left');
    expect(edgeSide(large, 10, 3)).toBe('top');
  });
});
