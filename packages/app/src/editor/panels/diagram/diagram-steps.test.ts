import { DiagramBlock, type BlockOf } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { addStep, maxSteps, MIN_STEPS, moveStep, removeStep } from './diagram-steps.ts';

type Diagram = BlockOf<'diagram'>;

function flow(labels: string[], edges: Diagram['edges'] = labels.slice(1).map((_, i) => ({ from: labels[i]!, to: labels[i + 1]! }))): Diagram {
  return { kind: 'diagram', layout: 'flow', direction: 'horizontal', nodes: labels.map((label) => ({ id: label, label, shape: 'rounded' })), edges };
}

const order = (diagram: Diagram) => diagram.nodes.map((node) => node.id).join('');
const arrows = (diagram: Diagram) => diagram.edges.map((edge) => `${edge.from}>${edge.to}${edge.label ? `:${edge.label}` : ''}`).sort();

describe('diagram steps', () => {
  it('adds a step at the end with an arrow into it from the last step', () => {
    const next = addStep(flow(['a', 'b', 'c']), 'd', 'Step 4');
    expect(order(next)).toBe('abcd');
    expect(arrows(next)).toEqual(['a>b', 'b>c', 'c>d']);
    expect(DiagramBlock.safeParse(next).success).toBe(true);
  });

  it('keeps a cycle closed when a step is added', () => {
    const cycle: Diagram = { ...flow(['a', 'b', 'c']), layout: 'cycle', edges: [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }] };
    expect(arrows(addStep(cycle, 'd', 'D'))).toEqual(['a>b', 'b>c', 'c>d', 'd>a']);
  });

  it('adds a tree step beside the last one, under the same parent', () => {
    const tree: Diagram = { ...flow(['r', 'x', 'y']), layout: 'tree', edges: [{ from: 'r', to: 'x' }, { from: 'r', to: 'y' }] };
    expect(arrows(addStep(tree, 'z', 'Z'))).toEqual(['r>x', 'r>y', 'r>z']);
  });

  it('stops adding at the most steps a diagram reads at: twelve in a flow, eight in a cycle', () => {
    const full = flow(Array.from({ length: 12 }, (_, i) => `s${i}`));
    expect(maxSteps(full)).toBe(12);
    expect(addStep(full, 'more', 'More')).toBe(full);
    const ring: Diagram = { ...flow(Array.from({ length: 8 }, (_, i) => `s${i}`), []), layout: 'cycle' };
    expect(addStep(ring, 'more', 'More')).toBe(ring);
    expect(addStep({ ...ring, nodes: ring.nodes.slice(1) }, 'more', 'More').nodes).toHaveLength(8);
  });

  it('removes a step and joins the steps on either side', () => {
    const next = removeStep(flow(['a', 'b', 'c', 'd']), 'b');
    expect(order(next)).toBe('acd');
    expect(arrows(next)).toEqual(['a>c', 'c>d']);
  });

  it('bridges a branching flow around a removed step, keeping the outgoing label', () => {
    const branching = flow(['a', 'b', 'c', 'd'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'c', label: 'yes' }, { from: 'b', to: 'd', label: 'no' }]);
    expect(arrows(removeStep(branching, 'b'))).toEqual(['a>c:yes', 'a>d:no']);
  });

  it('never leaves fewer than the minimum steps', () => {
    const two = flow(['a', 'b']);
    expect(MIN_STEPS).toBe(2);
    expect(removeStep(two, 'a')).toBe(two);
  });

  it('moves a step and the arrows follow the new order, keeping labels on joins that remain', () => {
    const labelled = flow(['a', 'b', 'c'], [{ from: 'a', to: 'b', label: 'then' }, { from: 'b', to: 'c' }]);
    const next = moveStep(labelled, 'c', -1);
    expect(order(next)).toBe('acb');
    expect(arrows(next)).toEqual(['a>c', 'c>b']);
    expect(arrows(moveStep(labelled, 'b', 1))).toEqual(['a>c', 'c>b']);
    const four = flow(['a', 'b', 'c', 'd'], [{ from: 'a', to: 'b', label: 'then' }, { from: 'b', to: 'c' }, { from: 'c', to: 'd' }]);
    expect(arrows(moveStep(four, 'd', -1))).toEqual(['a>b:then', 'b>d', 'd>c']);
  });

  it('moves a tree step among its siblings without rewiring the tree', () => {
    const tree: Diagram = { ...flow(['r', 'x', 'y']), layout: 'tree', edges: [{ from: 'r', to: 'x' }, { from: 'r', to: 'y' }] };
    const next = moveStep(tree, 'y', -1);
    expect(order(next)).toBe('ryx');
    expect(arrows(next)).toEqual(['r>x', 'r>y']);
  });

  it('keeps a diagram without edges drawn as an implied sequence', () => {
    const bare = flow(['a', 'b', 'c'], []);
    expect(addStep(bare, 'd', 'D').edges).toEqual([]);
    expect(moveStep(bare, 'a', 1).edges).toEqual([]);
  });

  it('does not move the first step earlier or the last later', () => {
    const three = flow(['a', 'b', 'c']);
    expect(moveStep(three, 'a', -1)).toBe(three);
    expect(moveStep(three, 'c', 1)).toBe(three);
  });
});
