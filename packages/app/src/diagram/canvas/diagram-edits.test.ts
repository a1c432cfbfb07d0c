import { BlockContent, type BlockOf } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { parseFlowchart } from '../flowchart/parse-flowchart.ts';
import { addNode, arrangeAutomatically, connect, moveNode, relabelEdge, relabelNode, removeEdge, removeNode } from './diagram-edits.ts';

const block = parseFlowchart('graph TD\nA[Idea] -->|draft| B[Draft] --> C[Ship]').block!;

function valid(next: BlockOf<'diagram'>) {
  expect(BlockContent.safeParse(next).success).toBe(true);
  return next;
}

describe('editing a diagram on its drawing', () => {
  it('keeps a dropped node where it was dropped, in whole px and inside what a diagram holds', () => {
    expect(valid(moveNode(block, 'B', { x: 40.6, y: 80.2 })).nodes[1]!.at).toEqual({ x: 41, y: 80 });
    expect(valid(moveNode(block, 'B', { x: -9000, y: -5 })).nodes[1]!.at).toEqual({ x: -2000, y: 0 });
    expect(arrangeAutomatically(moveNode(block, 'B', { x: 1, y: 1 })).nodes.some((node) => node.at)).toBe(false);
  });

  it('renames a node on one line, and a node left blank keeps its id as its text', () => {
    expect(valid(relabelNode(block, 'A', 'Big\nidea ')).nodes[0]!.label).toBe('Big idea');
    expect(relabelNode(block, 'A', '  ').nodes[0]!.label).toBe('A');
  });

  it('labels a link, and clears a label left blank', () => {
    expect(valid(relabelEdge(block, 1, 'test')).edges[1]).toEqual({ from: 'B', to: 'C', label: 'test' });
    expect(valid(relabelEdge(block, 0, '')).edges[0]).toEqual({ from: 'A', to: 'B' });
  });

  it('adds a node with a fresh id, and none past the limit', () => {
    const added = addNode(block, 'New step');
    expect(added.id).toBe('n4');
    expect(valid(added.block).nodes.at(-1)).toEqual({ id: 'n4', label: 'New step', shape: 'rect' });
    const full = parseFlowchart(`graph TD\n${Array.from({ length: 40 }, (_, i) => `n${i}`).join('\n')}`).block!;
    expect(addNode(full, 'x')).toEqual({ block: full, id: null });
  });

  it('connects two nodes once, never a node to itself', () => {
    expect(valid(connect(block, 'C', 'A')).edges.at(-1)).toEqual({ from: 'C', to: 'A' });
    expect(connect(block, 'A', 'B')).toBe(block);
    expect(connect(block, 'A', 'A')).toBe(block);
    expect(connect(block, 'A', 'Nobody')).toBe(block);
  });

  it('removes a node with its links, a link alone, and never the last node', () => {
    const without = valid(removeNode(block, 'B'));
    expect(without.nodes.map((node) => node.id)).toEqual(['A', 'C']);
    expect(without.edges).toEqual([]);
    expect(valid(removeEdge(block, 0)).edges).toEqual([{ from: 'B', to: 'C' }]);
    const single = parseFlowchart('graph TD\nA').block!;
    expect(removeNode(single, 'A')).toBe(single);
  });
});
