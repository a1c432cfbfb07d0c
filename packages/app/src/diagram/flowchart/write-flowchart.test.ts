import { BlockContent, type BlockOf } from '@folio/layout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFlowchart } from './parse-flowchart.ts';
import { writeFlowchart } from './write-flowchart.ts';

type DiagramBlock = BlockOf<'diagram'>;

const shape = fc.constantFrom<DiagramBlock['nodes'][number]['shape']>('rect', 'rounded', 'diamond', 'ellipse');
/** Labels as people and models write them: any text but quotes and pipes, which the syntax reserves, and not blank. */
const label = fc.string({ minLength: 1, maxLength: 40 }).map((text) => text.replace(/["|]/g, '').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim()).filter((text) => text !== '');

/** Where a person may drag a node: whole px, as the editor stores them. */
const position = fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.integer({ min: 0, max: 4000 }) });

const diagram = fc
  .uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), label, shape, at: fc.option(position, { nil: undefined }) }), { minLength: 1, maxLength: 12, selector: (node) => node.id })
  .map((nodes) => nodes.map(({ at, ...node }): DiagramBlock['nodes'][number] => (at ? { ...node, at } : node)))
  .chain((nodes) =>
    fc.record({
      nodes: fc.constant(nodes),
      direction: fc.constantFrom<DiagramBlock['direction']>('horizontal', 'vertical'),
      edges: fc.uniqueArray(
        fc.record({ from: fc.constantFrom(...nodes.map((node) => node.id)), to: fc.constantFrom(...nodes.map((node) => node.id)), label: fc.option(label, { nil: undefined }) }),
        { maxLength: 20, selector: (edge) => `${edge.from}>${edge.to}` },
      ),
    }),
  )
  .chain((partial) => fc.constantFrom<DiagramBlock['layout']>('flow', 'tree', 'cycle').map((layout) => ({ ...partial, layout })))
  .map(({ nodes, direction, edges, layout }) => ({ kind: 'diagram' as const, layout, direction, nodes, edges: edges.filter((edge) => edge.from !== edge.to).map(({ label: text, ...edge }) => (text ? { ...edge, label: text } : edge)) }));

describe('writeFlowchart', () => {
  it('writes text that reads back to the same nodes, shapes, labels, links, layout and dragged positions', () => {
    fc.assert(
      fc.property(diagram, (block) => {
        expect(BlockContent.safeParse(block).success).toBe(true);
        const read = parseFlowchart(writeFlowchart(block));
        expect(read.errors).toEqual([]);
        expect(read.block!.direction).toBe(block.direction);
        expect(read.block!.layout).toBe(block.layout);
        expect(read.block!.nodes.map((node) => [node.label, node.shape, node.at])).toEqual(block.nodes.map((node) => [node.label, node.shape, node.at]));
        const names = new Map(read.block!.nodes.map((node, i) => [node.id, block.nodes[i]!.id]));
        expect(read.block!.edges.map((edge) => ({ ...edge, from: names.get(edge.from), to: names.get(edge.to) }))).toEqual(block.edges);
      }),
      { seed: 22, numRuns: 200 },
    );
  });

  it('renames ids the syntax cannot hold and keeps a quote-bearing label readable', () => {
    const text = writeFlowchart({ kind: 'diagram', layout: 'cycle', direction: 'vertical', nodes: [{ id: 'step-1', label: 'Say "hi"', shape: 'rounded' }, { id: 'ok', label: 'Done', shape: 'ellipse' }], edges: [{ from: 'step-1', to: 'ok', label: 'a|b' }] });
    expect(text).toBe('graph TD\n%% layout: cycle\n  n1("Say \'hi\'")\n  ok(("Done"))\n  n1 -->|a/b| ok');
  });
});
