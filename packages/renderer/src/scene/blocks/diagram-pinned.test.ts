import { DiagramBlock, type BlockOf } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import { testContext } from './block-test-kit.ts';
import { layoutDiagram } from './diagram.ts';
import { boundaryToward } from './diagram-shapes.ts';

type Diagram = BlockOf<'diagram'>;

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext('Plan Build Ship Learn');
});

function diagram(layout: Diagram['layout'], at: Record<string, { x: number; y: number }>): Diagram {
  return DiagramBlock.parse({
    kind: 'diagram',
    layout,
    direction: 'vertical',
    nodes: ['Plan', 'Build', 'Ship', 'Learn'].map((label, i) => ({ id: `n${i}`, label, ...(at[`n${i}`] ? { at: at[`n${i}`] } : {}) })),
    edges: [
      { from: 'n0', to: 'n1' },
      { from: 'n1', to: 'n2' },
      { from: 'n2', to: 'n3' },
    ],
  });
}

const centre = (rect: { x: number; y: number; width: number; height: number }) => [rect.x + rect.width / 2, rect.y + rect.height / 2];

describe('a node a person dragged', () => {
  test('sits where it was dropped, measured from the middle, whatever the width', () => {
    for (const width of [640, 900]) {
      const layout = layoutDiagram(diagram('flow', { n2: { x: 120, y: 90 } }), width, ctx);
      expect(centre(layout.nodes[2]!.rect)).toEqual([width / 2 + 120, 90]);
    }
  });

  test('the others stay where the layout puts them', () => {
    const plain = layoutDiagram(diagram('flow', {}), 640, ctx);
    const moved = layoutDiagram(diagram('flow', { n2: { x: 120, y: 90 } }), 640, ctx);
    expect(moved.nodes.filter((_, i) => i !== 2).map((node) => node.rect)).toEqual(plain.nodes.filter((_, i) => i !== 2).map((node) => node.rect));
  });

  test('stays inside the diagram, which grows to hold it', () => {
    const plain = layoutDiagram(diagram('flow', {}), 640, ctx);
    const layout = layoutDiagram(diagram('flow', { n0: { x: 1900, y: 3000 } }), 640, ctx);
    const rect = layout.nodes[0]!.rect;
    expect(rect.x + rect.width).toBeLessThanOrEqual(640);
    expect(layout.height).toBeGreaterThan(plain.height);
    expect(rect.y + rect.height).toBeLessThanOrEqual(layout.height);
  });

  test('keeps every arrow ending on its target, in a cycle too', () => {
    for (const kind of ['flow', 'tree', 'cycle'] as const) {
      const layout = layoutDiagram(diagram(kind, { n1: { x: -200, y: 400 } }), 640, ctx);
      for (const edge of layout.edges) {
        const target = layout.nodes[edge.to]!;
        const onOutline = boundaryToward(target.shape, target.rect, edge.tip);
        expect(Math.hypot(onOutline[0] - edge.tip[0], onOutline[1] - edge.tip[1])).toBeLessThan(0.5);
      }
    }
  });
});
