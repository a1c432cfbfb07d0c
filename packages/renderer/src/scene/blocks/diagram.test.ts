import fc from 'fast-check';
import { DiagramBlock, type BlockOf, type ContentNode, type NodeId } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import type { DrawOp, RectOp } from '../types.ts';
import { formatPath } from '../icons/svg-path.ts';
import { OpSink } from './block-renderer.ts';
import { escapees, pathPoints, testContext, texts } from './block-test-kit.ts';
import { diagramRenderer, layoutDiagram, type DiagramLayout } from './diagram.ts';
import { boundaryToward, containsPoint, rectsOverlap } from './diagram-shapes.ts';

type Diagram = BlockOf<'diagram'>;

const WORDS = ['Research', 'Design the thing', 'Build', 'Test and measure', 'Launch', 'Learn', 'Ask users what they need', 'Ship'];

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext(WORDS.join(' ') + ' yes no maybe 0123456789');
});

function diagram(fields: Partial<Diagram> & { count?: number } = {}): Diagram {
  const { count = 4, ...rest } = fields;
  return DiagramBlock.parse({
    kind: 'diagram',
    nodes: Array.from({ length: count }, (_, i) => ({ id: `n${i}`, label: WORDS[i % WORDS.length]! })),
    edges: [],
    ...rest,
  });
}

function draw(block: Diagram, width = 640): { ops: DrawOp[]; box: { x: number; y: number; width: number; height: number } } {
  const box = { x: 16, y: 24, width, height: diagramRenderer.measure(block, width, ctx) };
  const out = new OpSink();
  diagramRenderer.draw(block, box, ctx, out, { id: 'diagram' as NodeId, type: 'content', content: block } satisfies ContentNode);
  return { ops: out.ops, box };
}

/** Everything a user would call broken: overlapping nodes, arrows that miss, edges through boxes. */
function problems(block: Diagram, layout: DiagramLayout): string[] {
  const found: string[] = [];
  const { nodes } = layout;
  nodes.forEach((a, i) => {
    if (a.rect.x < -0.5 || a.rect.y < -0.5 || a.rect.x + a.rect.width > layout.width + 0.5 || a.rect.y + a.rect.height > layout.height + 0.5) found.push(`${a.id} outside`);
    nodes.slice(i + 1).forEach((b) => {
      if (rectsOverlap(a.rect, b.rect)) found.push(`${a.id} overlaps ${b.id}`);
    });
  });
  for (const edge of layout.edges) {
    const source = nodes[edge.from]!;
    const target = nodes[edge.to]!;
    const onOutline = (node: typeof target, point: [number, number]) => Math.hypot(...(boundaryToward(node.shape, node.rect, point).map((v, k) => v - point[k]!) as [number, number])) < 0.5;
    if (!onOutline(target, edge.tip)) found.push(`${source.id}→${target.id} tip ${edge.tip} off ${target.id}'s outline`);
    const points = pathPoints(formatPath(edge.shaft));
    if (!onOutline(source, points[0]!)) found.push(`${source.id}→${target.id} starts off ${source.id}'s outline`);
    if (block.layout === 'flow') {
      for (const node of nodes) {
        const shrunk = { x: node.rect.x + 1, y: node.rect.y + 1, width: node.rect.width - 2, height: node.rect.height - 2 };
        if (points.some((point) => containsPoint('rect', shrunk, point))) found.push(`${source.id}→${target.id} crosses ${node.id}`);
      }
    }
  }
  return found;
}

describe('diagram', () => {
  test('nodes never overlap and every arrow runs from outline to outline, whatever the diagram', () => {
    const shape = fc.constantFrom('rect', 'rounded', 'ellipse', 'diamond');
    const arbitrary = fc
      .record({
        count: fc.integer({ min: 1, max: 14 }),
        layout: fc.constantFrom('flow', 'tree', 'cycle'),
        direction: fc.constantFrom('horizontal', 'vertical'),
        width: fc.integer({ min: 260, max: 1200 }),
        shapes: fc.array(shape, { minLength: 14, maxLength: 14 }),
        edges: fc.array(fc.record({ from: fc.nat(13), to: fc.nat(13), label: fc.option(fc.constantFrom('yes', 'no', 'maybe'), { nil: undefined }) }), { maxLength: 16 }),
      })
      .map(({ count, layout, direction, width, shapes, edges }) => ({
        width,
        block: DiagramBlock.parse({
          kind: 'diagram',
          layout,
          direction,
          nodes: Array.from({ length: count }, (_, i) => ({ id: `n${i}`, label: WORDS[i % WORDS.length]!, shape: shapes[i] })),
          edges: edges.map((edge) => ({ from: `n${edge.from % count}`, to: `n${edge.to % count}`, ...(edge.label ? { label: edge.label } : {}) })),
        }),
      }));
    fc.assert(
      fc.property(arbitrary, ({ block, width }) => {
        const layout = layoutDiagram(block, width, ctx);
        expect(problems(block, layout)).toEqual([]);
        expect(diagramRenderer.measure(block, width, ctx)).toBe(Math.ceil(layout.height));
        const { ops, box } = draw(block, width);
        expect(escapees(ops, box)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  test('a horizontal flow too long for the width wraps into rows', () => {
    const block = diagram({ count: 10 });
    const wide = layoutDiagram(block, 2400, ctx);
    const narrow = layoutDiagram(block, 600, ctx);
    expect(new Set(wide.nodes.map((node) => node.rect.y + node.rect.height / 2)).size).toBe(1);
    expect(new Set(narrow.nodes.map((node) => Math.round(node.rect.y))).size).toBeGreaterThan(1);
    expect(narrow.height).toBeGreaterThan(wide.height);
    expect(problems(block, narrow)).toEqual([]);
  });

  test('a flow without edges joins its nodes in order', () => {
    const layout = layoutDiagram(diagram({ count: 5 }), 900, ctx);
    expect(layout.edges.map((edge) => [edge.from, edge.to])).toEqual([[0, 1], [1, 2], [2, 3], [3, 4]]);
  });

  test('a vertical flow stacks its nodes top to bottom', () => {
    const layout = layoutDiagram(diagram({ count: 4, direction: 'vertical' }), 600, ctx);
    layout.nodes.slice(1).forEach((node, i) => expect(node.rect.y).toBeGreaterThan(layout.nodes[i]!.rect.y + layout.nodes[i]!.rect.height));
  });

  test('a tree puts parents above their children, or left of them when horizontal', () => {
    const edges = [{ from: 'n0', to: 'n1' }, { from: 'n0', to: 'n2' }, { from: 'n1', to: 'n3' }, { from: 'n1', to: 'n4' }, { from: 'n2', to: 'n5' }];
    const vertical = layoutDiagram(diagram({ count: 6, layout: 'tree', direction: 'vertical', edges }), 800, ctx);
    const horizontal = layoutDiagram(diagram({ count: 6, layout: 'tree', direction: 'horizontal', edges }), 800, ctx);
    for (const edge of edges) {
      const [from, to] = [Number(edge.from.slice(1)), Number(edge.to.slice(1))];
      expect(vertical.nodes[from]!.rect.y + vertical.nodes[from]!.rect.height).toBeLessThan(vertical.nodes[to]!.rect.y);
      expect(horizontal.nodes[from]!.rect.x + horizontal.nodes[from]!.rect.width).toBeLessThan(horizontal.nodes[to]!.rect.x);
    }
    // A parent sits centred over its children.
    const [parent, left, right] = [vertical.nodes[1]!, vertical.nodes[3]!, vertical.nodes[4]!].map((node) => node.rect.x + node.rect.width / 2);
    expect(parent).toBeCloseTo((left! + right!) / 2);
  });

  test('a cycle joins each node to the next with a curved arrow, closing the loop', () => {
    const layout = layoutDiagram(diagram({ count: 5, layout: 'cycle' }), 700, ctx);
    expect(layout.edges.map((edge) => [edge.from, edge.to])).toEqual([[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]);
    for (const edge of layout.edges) expect(edge.shaft.some((cmd) => cmd.c === 'C')).toBe(true);
    const top = layout.nodes[0]!;
    expect(layout.nodes.every((node) => node.rect.y >= top.rect.y)).toBe(true);
  });

  test('node labels keep their words whole, even in a narrow box', () => {
    const words = ['Measure', 'Implementation', 'Learn', 'Ship'];
    for (const layout of ['flow', 'tree', 'cycle'] as const) {
      const block = DiagramBlock.parse({ kind: 'diagram', layout, nodes: words.map((label, i) => ({ id: `n${i}`, label, shape: 'ellipse' })), edges: [] });
      for (const node of layoutDiagram(block, 420, ctx).nodes) expect(node.label.lines).toHaveLength(1);
    }
  });

  test('draws every node label and puts edge labels on a pad', () => {
    const block = diagram({ count: 3, edges: [{ from: 'n0', to: 'n1', label: 'yes' }, { from: 'n1', to: 'n2' }] });
    const { ops, box } = draw(block);
    const drawn = texts(ops).join(' ');
    for (const word of ['Research', 'Design', 'Build', 'yes']) expect(drawn).toContain(word);
    const label = ops.findIndex((op) => op.op === 'glyphs' && op.text === 'yes');
    const pad = ops[label - 1] as RectOp;
    expect(pad.op).toBe('rect');
    expect(escapees(ops, box)).toEqual([]);
  });

  test('every node shape is drawn with its outline', () => {
    const block = DiagramBlock.parse({
      kind: 'diagram',
      nodes: (['rect', 'rounded', 'ellipse', 'diamond'] as const).map((shape, i) => ({ id: `n${i}`, label: shape, shape })),
      edges: [],
    });
    const { ops } = draw(block, 900);
    const outlined = ops.filter((op) => (op.op === 'rect' || op.op === 'path') && op.stroke && op.fill);
    expect(outlined).toHaveLength(4);
    expect((outlined[1] as RectOp).radius).toBeGreaterThan(0);
  });
});
