import { DiagramBlock } from '@folio/layout';
import { beforeAll, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import { testContext } from './block-test-kit.ts';
import { diagramGeometry } from './diagram-geometry.ts';

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext('Plan Build Ship yes');
});

test('an editor finds each node where it was drawn, and a dragged node where its position says', () => {
  const block = DiagramBlock.parse({
    kind: 'diagram',
    direction: 'vertical',
    nodes: [
      { id: 'a', label: 'Plan' },
      { id: 'b', label: 'Build', at: { x: 150, y: 120 } },
      { id: 'c', label: 'Ship' },
    ],
    edges: [
      { from: 'a', to: 'b', label: 'yes' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'c' },
    ],
  });
  const box = { x: 40, y: 30, width: 700, height: 500 };
  const geometry = diagramGeometry(block, box, ctx, 'top');
  expect(geometry.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
  expect(geometry.top).toBe(30);
  expect(geometry.middle).toBe(40 + 350);
  const moved = geometry.nodes[1]!.rect;
  expect([moved.x + moved.width / 2, moved.y + moved.height / 2]).toEqual([geometry.middle + 150, geometry.top + 120]);
  for (const node of geometry.nodes) {
    expect(node.rect.x).toBeGreaterThanOrEqual(box.x);
    expect(node.rect.x + node.rect.width).toBeLessThanOrEqual(box.x + box.width);
  }
  // The self-loop is not drawn, so nothing points at it; the others keep their index in the block.
  expect(geometry.edges.map((edge) => edge.index)).toEqual([0, 1]);
  expect(geometry.edges[0]!.d).toMatch(/^M/);
});
