import type { BlockOf } from '@folio/layout';
import { DIAGRAM_LIMITS } from '../flowchart/diagram-limits.ts';

type DiagramBlock = BlockOf<'diagram'>;
type DiagramNode = DiagramBlock['nodes'][number];

/**
 * The edits the drawing makes, each a pure function from one diagram block to the next (the
 * screen writes the result back as flowchart text). An edit the block cannot take (a 41st
 * node, an edge that exists, the last node removed) answers the block unchanged.
 */

/** The node's centre dropped at `at` (from the diagram's middle and its top, in layout px). */
export function moveNode(block: DiagramBlock, id: string, at: { x: number; y: number }): DiagramBlock {
  const kept = { x: Math.round(Math.min(2000, Math.max(-2000, at.x))), y: Math.round(Math.min(4000, Math.max(0, at.y))) };
  return { ...block, nodes: block.nodes.map((node) => (node.id === id ? { ...node, at: kept } : node)) };
}

export function relabelNode(block: DiagramBlock, id: string, label: string): DiagramBlock {
  const text = oneLine(label).slice(0, DIAGRAM_LIMITS.nodeLabelChars) || id;
  return { ...block, nodes: block.nodes.map((node) => (node.id === id ? { ...node, label: text } : node)) };
}

/** An empty label removes the edge's label. */
export function relabelEdge(block: DiagramBlock, index: number, label: string): DiagramBlock {
  const text = oneLine(label).slice(0, DIAGRAM_LIMITS.edgeLabelChars);
  return {
    ...block,
    edges: block.edges.map((edge, i) => {
      if (i !== index) return edge;
      const { label: _old, ...rest } = edge;
      return text ? { ...rest, label: text } : rest;
    }),
  };
}

/** A new node at the end, where the layout places it; answers its id (null at the node limit). */
export function addNode(block: DiagramBlock, label: string): { block: DiagramBlock; id: string | null } {
  if (block.nodes.length >= DIAGRAM_LIMITS.nodes) return { block, id: null };
  const taken = new Set(block.nodes.map((node) => node.id));
  let n = block.nodes.length + 1;
  while (taken.has(`n${n}`)) n++;
  const id = `n${n}`;
  const node: DiagramNode = { id, label: oneLine(label).slice(0, DIAGRAM_LIMITS.nodeLabelChars) || id, shape: 'rect' };
  return { block: { ...block, nodes: [...block.nodes, node] }, id };
}

/** An arrow from one node to another, unless it exists, joins a node to itself or passes the edge limit. */
export function connect(block: DiagramBlock, from: string, to: string): DiagramBlock {
  if (from === to || block.edges.length >= DIAGRAM_LIMITS.edges || block.edges.some((edge) => edge.from === from && edge.to === to)) return block;
  if (!block.nodes.some((node) => node.id === from) || !block.nodes.some((node) => node.id === to)) return block;
  return { ...block, edges: [...block.edges, { from, to }] };
}

/** The node and every edge touching it; the last node stays, as a diagram has at least one. */
export function removeNode(block: DiagramBlock, id: string): DiagramBlock {
  if (block.nodes.length <= 1) return block;
  return { ...block, nodes: block.nodes.filter((node) => node.id !== id), edges: block.edges.filter((edge) => edge.from !== id && edge.to !== id) };
}

export function removeEdge(block: DiagramBlock, index: number): DiagramBlock {
  return { ...block, edges: block.edges.filter((_, i) => i !== index) };
}

/** Every node back where the automatic layout puts it. */
export function arrangeAutomatically(block: DiagramBlock): DiagramBlock {
  return { ...block, nodes: block.nodes.map(({ at: _at, ...node }) => node) };
}

/** Labels are one line in the text: line breaks typed in place become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
