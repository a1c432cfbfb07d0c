import { BlockContent } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { chooseLayout, parseFlowchart } from './parse-flowchart.ts';

function drawn(source: string) {
  const result = parseFlowchart(source);
  expect(result.errors).toEqual([]);
  // Whatever the parser makes must be a block the document accepts.
  expect(BlockContent.safeParse(result.block).success).toBe(true);
  return result.block!;
}

describe('parseFlowchart', () => {
  it('reads a one-line chain into a vertical flow in written order', () => {
    const block = drawn('graph TD; A[Idea] --> B[Draft] --> C[Ship]');
    expect(block).toEqual({
      kind: 'diagram',
      layout: 'flow',
      direction: 'vertical',
      nodes: [
        { id: 'A', label: 'Idea', shape: 'rect' },
        { id: 'B', label: 'Draft', shape: 'rect' },
        { id: 'C', label: 'Ship', shape: 'rect' },
      ],
      edges: [
        { from: 'A', to: 'B' },
        { from: 'B', to: 'C' },
      ],
    });
  });

  it('turns LR into a horizontal diagram and reads every node shape', () => {
    const block = drawn('flowchart LR\n  a[Box] --> b(Round)\n  b --> c{Decide?}\n  c --> d((Circle))\n  d --> e([Stadium])');
    expect(block.direction).toBe('horizontal');
    expect(block.nodes.map((node) => node.shape)).toEqual(['rect', 'rounded', 'diamond', 'ellipse', 'rounded']);
    expect(block.nodes.map((node) => node.label)).toEqual(['Box', 'Round', 'Decide?', 'Circle', 'Stadium']);
  });

  it('keeps where nodes were dragged, and drops a position whose node is gone from the text', () => {
    const block = drawn('graph TD\nA[Idea] --> B[Ship]\n%% position: B -120.4 80\n%% position: Gone 5 5\n%% position: A 99999 -3');
    expect(block.nodes).toEqual([
      { id: 'A', label: 'Idea', shape: 'rect', at: { x: 2000, y: 0 } },
      { id: 'B', label: 'Ship', shape: 'rect', at: { x: -120, y: 80 } },
    ]);
  });

  it('keeps edge labels written either way', () => {
    const block = drawn('graph TD\nA{Ready?} -->|yes| B[Ship]\nA -- not yet --> C[Fix]');
    expect(block.edges).toEqual([
      { from: 'A', to: 'B', label: 'yes' },
      { from: 'A', to: 'C', label: 'not yet' },
    ]);
  });

  it('lays a branching graph without shared parents out as a tree, and one with a loop as a flow', () => {
    expect(drawn('graph TD\nA --> B\nA --> C\nB --> D').layout).toBe('tree');
    expect(drawn('graph TD\nA --> B\nB --> C\nC --> A').layout).toBe('flow');
    expect(drawn('graph TD\nA --> C\nB --> C').layout).toBe('flow');
  });

  it('skips comments, blank lines and a later bare mention keeps the label', () => {
    const block = drawn('%% my plan\ngraph TD\n\nA[Start] --> B %% trailing\nB[End]\nA');
    expect(block.nodes).toEqual([
      { id: 'A', label: 'Start', shape: 'rect' },
      { id: 'B', label: 'End', shape: 'rect' },
    ]);
  });

  it('keeps %% and brackets inside quoted labels, and ; and %% inside link labels', () => {
    const block = drawn('graph LR\nA["50%% [done]"] --> B');
    expect(block.nodes[0]!.label).toBe('50%% [done]');
    expect(drawn('graph LR; A -->|a;b %% c| B').edges).toEqual([{ from: 'A', to: 'B', label: 'a;b %% c' }]);
  });

  it('says which lines it could not read, by line number', () => {
    const result = parseFlowchart('graph TD\nA --> B\nA -> C\nD[Open');
    expect(result.block).toBeNull();
    expect(result.errors).toEqual([
      { line: 3, code: 'syntax', text: '-> C' },
      { line: 4, code: 'unclosedLabel', text: '[Open' },
    ]);
  });

  it('asks for the header first', () => {
    expect(parseFlowchart('A --> B').errors).toEqual([{ line: 1, code: 'header', text: 'A --> B' }]);
    expect(parseFlowchart('sequenceDiagram\nA->>B: hi').errors[0]).toMatchObject({ line: 1, code: 'header' });
    expect(parseFlowchart('  \n%% only a comment').errors).toEqual([{ line: 1, code: 'empty' }]);
    expect(parseFlowchart('graph TD').errors).toEqual([{ line: 1, code: 'empty' }]);
  });

  it('names what the block cannot keep: plain links, self-loops, reversed directions, styling', () => {
    const result = parseFlowchart('graph BT\nA --- B\nB --> B\nstyle A fill:#f00\nsubgraph one\nC\nend');
    expect(result.errors).toEqual([]);
    expect(result.block!.edges).toEqual([{ from: 'A', to: 'B' }]);
    expect(result.block!.nodes.map((node) => node.id)).toEqual(['A', 'B', 'C']);
    expect(result.notices.map((notice) => [notice.line, notice.code])).toEqual([
      [1, 'reversedDirection'],
      [2, 'undirectedEdge'],
      [3, 'selfLoop'],
      [4, 'ignoredStatement'],
      [5, 'ignoredStatement'],
      [7, 'ignoredStatement'],
    ]);
  });

  it('stops at the schema limits of 40 nodes and 80 edges and of label lengths', () => {
    const many = ['graph TD', ...Array.from({ length: 41 }, (_, i) => `n${i}[Step ${i}]`)].join('\n');
    expect(parseFlowchart(many).errors).toEqual([{ line: 42, code: 'tooManyNodes', text: 'n40' }]);
    const ids = Array.from({ length: 10 }, (_, i) => `n${i}`);
    const dense = ['graph TD', ...ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => `${a} --> ${b}`))].join('\n');
    expect(parseFlowchart(dense).errors[0]).toMatchObject({ line: 82, code: 'tooManyEdges' });
    expect(parseFlowchart(`graph TD\nA[${'x'.repeat(201)}]`).errors[0]).toMatchObject({ line: 2, code: 'labelTooLong' });
    expect(parseFlowchart(`graph TD\nA -->|${'y'.repeat(101)}| B`).errors[0]).toMatchObject({ line: 2, code: 'edgeLabelTooLong' });
    expect(parseFlowchart(`graph TD\n${'i'.repeat(65)}`).errors[0]).toMatchObject({ line: 2, code: 'idTooLong' });
  });

  it('is safe with hostile input: huge, pathological or prototype-named', () => {
    expect(parseFlowchart('graph TD\n' + 'A'.repeat(30_000)).errors).toEqual([{ line: 1, code: 'tooLong' }]);
    // A pattern that backtracked over the dashes would not come back within the test's timeout.
    const result = parseFlowchart('graph TD\nA' + '-'.repeat(19_000) + '|');
    expect(result.block).toBeNull();
    const proto = drawn('graph TD\n__proto__[x] --> constructor --> toString');
    expect(proto.nodes.map((node) => node.id)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(drawn('graph TD\nA["a\u202eb<br/>c"]').nodes[0]!.label).toBe('a b c');
    const errors = parseFlowchart('graph TD\n' + Array.from({ length: 500 }, () => '->').join('\n')).errors;
    expect(errors.length).toBe(20);
  });
});

describe('chooseLayout', () => {
  it('keeps a chain in written order as a flow, and a chain written out of order as a tree', () => {
    expect(chooseLayout(['a', 'b', 'c'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }])).toBe('flow');
    expect(chooseLayout(['a', 'b', 'c'], [{ from: 'b', to: 'c' }, { from: 'c', to: 'a' }])).toBe('tree');
    expect(chooseLayout(['a', 'b'], [])).toBe('flow');
  });
});
