import { type ContainerNode, type NodeId } from '@folio/layout';
import { expect, test } from 'vitest';
import { resizedShare } from './resize-share.ts';

const child = (id: string, size?: number) => ({ id: id as NodeId, type: 'content' as const, content: { kind: 'divider' as const, style: 'solid' as const, thickness: 2 }, ...(size ? { size } : {}) });
const boxes = new Map([
  ['a', { x: 0, y: 0, width: 400, height: 100 }],
  ['b', { x: 424, y: 0, width: 400, height: 100 }],
]);

test('dragging a block’s right edge to 600 of 800 px gives it three times its neighbour’s share', () => {
  const row: ContainerNode = { id: 'r' as NodeId, type: 'row', children: [child('a'), child('b')] };
  expect(resizedShare(row, boxes, 'a', 600)).toBeCloseTo(3);
});

test('the neighbour’s own share is kept, so only the dragged block changes', () => {
  const row: ContainerNode = { id: 'r' as NodeId, type: 'row', children: [child('a'), child('b', 2)] };
  expect(resizedShare(row, boxes, 'a', 400)).toBeCloseTo(2);
});

test('a block alone in its row has no width to trade', () => {
  const row: ContainerNode = { id: 'r' as NodeId, type: 'row', children: [child('a')] };
  expect(resizedShare(row, boxes, 'a', 300)).toBeNull();
});
