/**
 * Bounds on what the force-graph maker accepts. A force layout costs roughly O(nodes · log nodes)
 * per tick plus O(edges); past these sizes the page stops feeling live on a phone, and a paste of
 * a whole file should be answered with a message rather than a frozen tab.
 */
export const GRAPH_LIMITS = {
  maxNodes: 500,
  maxEdges: 2000,
  /** Characters of pasted or uploaded text (about 200 KB). */
  maxTextLength: 200_000,
  /** Characters of one node name or edge label; longer ones are cut with an ellipsis. */
  maxNameLength: 60,
} as const;
