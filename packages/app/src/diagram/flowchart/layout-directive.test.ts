import { describe, expect, it } from 'vitest';
import { layoutChoice, withDirection, withLayout } from './layout-directive.ts';
import { parseFlowchart } from './parse-flowchart.ts';

const CHAIN = 'graph TD; A[Idea] --> B[Draft] --> C[Ship]';

describe('layout in the text', () => {
  it('sets, reads, changes and removes the layout line, and the parser draws with it', () => {
    const cycle = withLayout(CHAIN, 'cycle');
    expect(cycle).toBe('graph TD; A[Idea] --> B[Draft] --> C[Ship]\n%% layout: cycle');
    expect(layoutChoice(cycle)).toBe('cycle');
    expect(parseFlowchart(cycle).block!.layout).toBe('cycle');
    const tree = withLayout(cycle, 'tree');
    expect(tree.match(/layout/g)).toHaveLength(1);
    expect(parseFlowchart(tree).block!.layout).toBe('tree');
    expect(withLayout(tree, 'auto')).toBe(CHAIN);
    expect(parseFlowchart(CHAIN).block!.layout).toBe('flow');
  });

  it('puts the layout line under the header even after comments', () => {
    expect(withLayout('%% mine\ngraph LR\nA --> B', 'tree')).toBe('%% mine\ngraph LR\n%% layout: tree\nA --> B');
  });

  it('sets the direction in the header, keeping what follows it on the line', () => {
    expect(withDirection(CHAIN, 'LR')).toBe('graph LR; A[Idea] --> B[Draft] --> C[Ship]');
    expect(withDirection('flowchart\nA --> B', 'LR')).toBe('flowchart LR\nA --> B');
    expect(withDirection('A --> B', 'TD')).toBe('graph TD\nA --> B');
    expect(parseFlowchart(withDirection(CHAIN, 'LR')).block!.direction).toBe('horizontal');
  });
});
