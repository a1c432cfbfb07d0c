import type { Scene } from '@folio/renderer';
import { expect, test } from 'vitest';
import { splitScene } from './scene-parts.ts';

test('each block gets its own ops in order, and the page keeps what belongs to no block', () => {
  const scene: Scene = {
    width: 1200,
    height: 675,
    background: '#fff',
    ops: [
      { op: 'rect', x: 0, y: 0, width: 1200, height: 675, fill: '#eee' },
      { op: 'rect', node: 'a', x: 0, y: 0, width: 10, height: 10, fill: '#000' },
      { op: 'rect', node: 'b', x: 20, y: 0, width: 10, height: 10, fill: '#000' },
      { op: 'rect', node: 'a', x: 0, y: 20, width: 10, height: 10, fill: '#111' },
    ],
  };
  const parts = splitScene(scene);
  expect(parts.page.ops).toHaveLength(1);
  expect([...parts.nodes.keys()]).toEqual(['a', 'b']);
  expect(parts.nodes.get('a')!.ops.map((op) => (op as { y: number }).y)).toEqual([0, 20]);
  expect(parts.nodes.get('b')!.width).toBe(1200);
});
