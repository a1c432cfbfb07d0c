import { describe, expect, it } from 'vitest';
import { parseFlowchart } from './parse-flowchart.ts';
import { withLines, withoutPositions, withPosition } from './edit-text.ts';

const SOURCE = 'graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]\n';

describe('editing the text from the drawing', () => {
  it('keeps the person’s lines and comments when a node is dragged, twice', () => {
    const once = withPosition(SOURCE, 'B', { x: 40.4, y: 120 });
    expect(once).toBe('graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]\n%% position: B 40 120');
    const twice = withPosition(once, 'B', { x: -10, y: 60 });
    expect(twice).toBe('graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]\n%% position: B -10 60');
    expect(parseFlowchart(twice).block!.nodes[1]!.at).toEqual({ x: -10, y: 60 });
  });

  it('lets the automatic layout place every node again', () => {
    const moved = withPosition(withPosition(SOURCE, 'A', { x: 1, y: 2 }), 'C', { x: 3, y: 4 });
    expect(withoutPositions(moved)).toBe('graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]');
  });

  it('adds lines after the last one', () => {
    expect(withLines(SOURCE, ['  D["New"]', '  C --> D'])).toBe('graph TD\n  %% the launch\n  A[Idea] --> B[Draft] --> C[Ship]\n  D["New"]\n  C --> D');
  });
});
