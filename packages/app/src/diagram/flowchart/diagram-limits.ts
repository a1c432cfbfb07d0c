/**
 * What the diagram block can hold, from the layout schema (packages/layout
 * src/schema/blocks.ts: 40 nodes, 80 edges, ids of 64, node labels of 200, edge labels of
 * 100). The renderer draws whatever the schema allows (it wraps labels and grows the
 * block's height), so these are the real limits; the editor's step list stops flows at 12
 * only so a flow still fits half a slide. The source cap is the parser's own: no sensible
 * flowchart of 40 nodes comes near it, and a pasted file cannot freeze the page.
 */
export const DIAGRAM_LIMITS = {
  nodes: 40,
  edges: 80,
  idChars: 64,
  nodeLabelChars: 200,
  edgeLabelChars: 100,
  sourceChars: 20_000,
} as const;
