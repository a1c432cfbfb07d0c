import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type Simulation, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';
import { useEffect, useReducer, useRef } from 'react';
import type { Graph, GraphLink, GraphNode } from './parse-graph.ts';

export type LaidNode = GraphNode & SimulationNodeDatum;
export type LaidLink = Omit<GraphLink, 'source' | 'target'> & SimulationLinkDatum<LaidNode> & { source: LaidNode; target: LaidNode };

export interface ForceLayout {
  nodes: LaidNode[];
  links: LaidLink[];
  /** Moves a node under the pointer and pins it there: a dropped node stays where it was put. */
  drag(node: LaidNode, at: { x: number; y: number }): void;
  /** The drag ended; the rest of the graph settles around the pinned node. */
  drop(): void;
  /** Hands a pinned node back to the forces. */
  unpin(node: LaidNode): void;
}

/** Enough ticks for d3's default alpha decay to reach its minimum (about 300). */
const SETTLE_TICKS = 300;

/**
 * Lays a graph out with d3-force around (0, 0). The simulation mutates its node objects in place;
 * each tick only asks React to draw again. With reduced motion the layout is run to rest before
 * the first draw so nothing moves on its own.
 */
export function useForceLayout(graph: Graph, reducedMotion: boolean): ForceLayout {
  const [, redraw] = useReducer((frame: number) => frame + 1, 0);
  const state = useRef<{ graph: Graph; nodes: LaidNode[]; links: LaidLink[]; simulation: Simulation<LaidNode, LaidLink>; warmth: number } | undefined>(undefined);

  if (state.current?.graph !== graph) {
    state.current?.simulation.stop();
    const previous = new Map(state.current?.nodes.map((node) => [node.name, node]));
    // Nodes that survive an edit keep their place, so typing one more line does not reshuffle the picture.
    const nodes: LaidNode[] = graph.nodes.map((node) => {
      const before = previous.get(node.name);
      return before ? { ...node, x: before.x, y: before.y, vx: 0, vy: 0 } : { ...node };
    });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const links: LaidLink[] = graph.links.map((link) => ({ ...link, source: byId.get(link.source)!, target: byId.get(link.target)! }));
    const simulation = forceSimulation(nodes)
      .force('link', forceLink<LaidNode, LaidLink>(links).distance(80))
      .force('charge', forceManyBody().strength(-260))
      // Labels sit under their nodes; a wider berth for longer names keeps them from overprinting.
      .force('collide', forceCollide<LaidNode>((node) => 16 + Math.min(node.name.length, 24) * 2.2))
      .force('center', forceCenter(0, 0))
      // Gentle pulls toward the middle keep disconnected pieces on screen.
      .force('x', forceX(0).strength(0.04))
      .force('y', forceY(0).strength(0.04))
      .stop();
    // An edit to a drawn graph only nudges it; a fresh graph starts from full heat.
    state.current = { graph, nodes, links, simulation, warmth: previous.size > 0 ? 0.5 : 1 };
  }
  const current = state.current;

  useEffect(() => {
    const { simulation } = current;
    if (reducedMotion) {
      simulation.tick(SETTLE_TICKS);
      redraw();
      return;
    }
    simulation.on('tick', redraw).alpha(current.warmth).restart();
    return () => {
      simulation.on('tick', null).stop();
    };
  }, [current, reducedMotion]);

  return {
    nodes: current.nodes,
    links: current.links,
    drag(node, at) {
      node.fx = node.x = at.x;
      node.fy = node.y = at.y;
      if (reducedMotion) redraw();
      else current.simulation.alphaTarget(0.3).restart();
    },
    drop() {
      if (!reducedMotion) current.simulation.alphaTarget(0);
    },
    unpin(node) {
      node.fx = node.fy = null;
      if (!reducedMotion) current.simulation.alpha(0.3).restart();
    },
  };
}
