import type { BlockContent } from '@folio/layout';
import type { Graph } from './parse-graph.ts';

/** PRODUCT.md's diagram block holds at most 40 nodes and 80 edges (packages/layout DiagramBlock). */
export const DIAGRAM_MAX_NODES = 40;
export const DIAGRAM_MAX_EDGES = 80;

type DiagramContent = Extract<BlockContent, { kind: 'diagram' }>;

/** Whether the graph is larger than one diagram block, so the visitor is told what was left out. */
export function exceedsDiagram(graph: Graph): boolean {
  return graph.nodes.length > DIAGRAM_MAX_NODES || graph.links.length > DIAGRAM_MAX_EDGES;
}

/**
 * The graph as a diagram block: the first 40 nodes, and the links between them up to 80. The
 * block lays itself out (flow), so the force layout's positions do not carry over.
 */
export function diagramFromGraph(graph: Graph): DiagramContent {
  const nodes = graph.nodes.slice(0, DIAGRAM_MAX_NODES);
  const kept = new Set(nodes.map((node) => node.id));
  const edges = graph.links
    .filter((link) => kept.has(link.source) && kept.has(link.target))
    .slice(0, DIAGRAM_MAX_EDGES)
    .map((link) => ({ from: link.source, to: link.target, ...(link.label ? { label: link.label } : {}) }));
  return {
    kind: 'diagram',
    layout: 'flow',
    direction: 'horizontal',
    nodes: nodes.map((node) => ({ id: node.id, label: node.name, shape: 'rounded' as const })),
    edges,
  };
}
