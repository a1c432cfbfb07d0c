import type { BlockOf } from '@folio/layout';

type Diagram = BlockOf<'diagram'>;
type Step = Diagram['nodes'][number];
type Edge = Diagram['edges'][number];

/** Fewer than two steps is a box, not a diagram. */
export const MIN_STEPS = 2;
/**
 * PRODUCT.md §9 sets no limit and the layout schema allows 40 nodes; these are where the
 * drawing still reads on a slide (measured with the renderer, labels like "Step 12 Research"):
 * a flow of 12 at half a slide's width wraps into rows 424 px tall with 16 px labels (12 is also
 * what the offline composer writes at most); a cycle of 8 is a ring 498–637 px across with
 * 16 px labels, while 10 already runs past a 675 px slide at full width.
 */
const MAX_STEPS_BY_LAYOUT = { flow: 12, tree: 12, cycle: 8 } as const;

export function maxSteps(diagram: Diagram): number {
  return MAX_STEPS_BY_LAYOUT[diagram.layout];
}

/** The layout schema's limit on a diagram's edges. */
const MAX_EDGES = 80;

/**
 * Whether the edges only join the steps in their order (and close the ring of a cycle), the
 * way a flow made of steps is drawn. Such a diagram's arrows follow its steps when they are
 * reordered (as do those of a diagram without edges); any other wiring (a tree, a branch) stays with the steps it joins.
 */
function followsOrder(diagram: Diagram): boolean {
  // Without edges the renderer draws the steps in order itself.
  if (diagram.edges.length === 0) return true;
  const expected = chain(diagram.nodes, diagram.layout);
  if (diagram.edges.length !== expected.length) return false;
  const joined = new Set(diagram.edges.map(key));
  return expected.every((edge) => joined.has(key(edge)));
}

function chain(nodes: readonly Step[], layout: Diagram['layout']): Edge[] {
  const edges = nodes.slice(1).map((node, index) => ({ from: nodes[index]!.id, to: node.id }));
  if (layout === 'cycle' && nodes.length > 1) edges.push({ from: nodes[nodes.length - 1]!.id, to: nodes[0]!.id });
  return edges;
}

function key(edge: Pick<Edge, 'from' | 'to'>): string {
  return `${edge.from}\n${edge.to}`;
}

/** Chain edges for the steps' new order, keeping the label of any join that is still there. */
function rechain(diagram: Diagram, nodes: Step[]): Diagram {
  if (diagram.edges.length === 0) return { ...diagram, nodes };
  const labels = new Map(diagram.edges.filter((edge) => edge.label).map((edge) => [key(edge), edge.label!]));
  const edges = chain(nodes, diagram.layout).map((edge) => (labels.has(key(edge)) ? { ...edge, label: labels.get(key(edge))! } : edge));
  return { ...diagram, nodes, edges };
}

/**
 * A step added at the end. A flow's arrow runs into it from the step before; in a tree it
 * becomes a sibling of the last step (a child of the root when the last step is the root).
 */
export function addStep(diagram: Diagram, id: string, label: string): Diagram {
  if (diagram.nodes.length >= maxSteps(diagram)) return diagram;
  const step: Step = { id, label, shape: diagram.nodes[diagram.nodes.length - 1]?.shape ?? 'rounded' };
  const nodes = [...diagram.nodes, step];
  if (followsOrder(diagram)) return rechain(diagram, nodes);
  const last = diagram.nodes[diagram.nodes.length - 1];
  const parent = diagram.layout === 'tree' ? (diagram.edges.find((edge) => edge.to === last?.id)?.from ?? last?.id) : last?.id;
  const edges = parent && diagram.edges.length < MAX_EDGES ? [...diagram.edges, { from: parent, to: id }] : diagram.edges;
  return { ...diagram, nodes, edges };
}

/**
 * The step removed, never below MIN_STEPS. What flowed into it now flows to where it led, so
 * taking a step out of a flow leaves the flow whole, and a tree's branch moves up a level.
 */
export function removeStep(diagram: Diagram, id: string): Diagram {
  if (diagram.nodes.length <= MIN_STEPS || !diagram.nodes.some((node) => node.id === id)) return diagram;
  const nodes = diagram.nodes.filter((node) => node.id !== id);
  if (followsOrder(diagram)) return rechain(diagram, nodes);
  const into = diagram.edges.filter((edge) => edge.to === id && edge.from !== id);
  const out = diagram.edges.filter((edge) => edge.from === id && edge.to !== id);
  const edges = diagram.edges.filter((edge) => edge.from !== id && edge.to !== id);
  const joined = new Set(edges.map(key));
  for (const before of into) {
    for (const after of out) {
      const bridge = { from: before.from, to: after.to };
      if (bridge.from === bridge.to || joined.has(key(bridge)) || edges.length >= MAX_EDGES) continue;
      joined.add(key(bridge));
      edges.push(after.label ? { ...bridge, label: after.label } : bridge);
    }
  }
  return { ...diagram, nodes, edges };
}

/** The step moved one place earlier (-1) or later (+1); a flow's arrows follow the new order. */
export function moveStep(diagram: Diagram, id: string, by: -1 | 1): Diagram {
  const from = diagram.nodes.findIndex((node) => node.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= diagram.nodes.length) return diagram;
  const nodes = [...diagram.nodes];
  [nodes[from], nodes[to]] = [nodes[to]!, nodes[from]!];
  return followsOrder(diagram) ? rechain(diagram, nodes) : { ...diagram, nodes };
}
