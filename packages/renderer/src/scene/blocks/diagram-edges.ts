import { ellipticalArc, type PathCommand } from '../icons/svg-path.ts';
import type { DiagramBlock, NodePlacement, PlacedNode } from './diagram-layout.ts';
import { OrthogonalRouter, type Side, type SidePreference } from './diagram-routing.ts';
import { boundaryToward, containsPoint, type Point } from './diagram-shapes.ts';

export interface EdgeGeometry {
  from: number;
  to: number;
  label?: string;
  /** The line, ending where the arrowhead's base begins. */
  shaft: PathCommand[];
  /** The arrowhead's point, on the target's outline. */
  tip: Point;
  /** Unit vector the arrow points along at its tip. */
  direction: Point;
  /** The line drawn, from the source's outline to the tip: its corners, or points along its arc. */
  points: Point[];
}

const ARROW_LENGTH = 9;
/** How far an orthogonal edge steps straight out of a node before it may turn. */
const STUB = 14;
/** How close an edge may pass a node it does not join. */
const CLEARANCE = 12;
const CORNER = 8;
const ARC_POINTS = 16;

/**
 * The edges a diagram draws: its own, or — when it has none — arrows joining the nodes in
 * order (and closing the loop in a cycle), since a flow or cycle of bare boxes reads as
 * a sequence anyway.
 */
export function diagramEdges(block: DiagramBlock): { from: number; to: number; label?: string }[] {
  const index = new Map(block.nodes.map((node, i) => [node.id, i]));
  if (block.edges.length > 0) {
    return block.edges.flatMap((edge) => {
      const from = index.get(edge.from)!;
      const to = index.get(edge.to)!;
      return from === to ? [] : [{ from, to, ...(edge.label ? { label: edge.label } : {}) }];
    });
  }
  if (block.layout === 'tree') return [];
  const n = block.nodes.length;
  const count = block.layout === 'cycle' && n > 1 ? n : n - 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => ({ from: i, to: (i + 1) % n }));
}

export function routeEdges(block: DiagramBlock, placement: NodePlacement): EdgeGeometry[] {
  const edges = diagramEdges(block);
  const { orbit, nodes } = placement;
  if (orbit) return edges.map((edge) => (isNeighbour(edge, nodes.length) ? orbitEdge(edge, nodes, orbit) : chordEdge(edge, nodes)));
  const bounds = { x: 0, y: 0, width: placement.width, height: placement.height };
  const stub = placement.layerGap ? Math.max(STUB, placement.layerGap / 2) : STUB;
  const router = new OrthogonalRouter(nodes.map((node) => node.rect), bounds, stub, CLEARANCE);
  const prefer = sidePreference(block);
  return edges.map((edge) => {
    const points = router.route(edge.from, edge.to, prefer);
    return points ? polylineEdge(edge, points) : chordEdge(edge, nodes);
  });
}

/**
 * Edges leave by the side facing the reading direction and enter by the opposite one
 * unless a detour is much shorter: flows read along their direction, trees from parent
 * to child.
 */
function sidePreference(block: DiagramBlock): SidePreference {
  const vertical = block.direction === 'vertical';
  const out: Side = vertical ? 'bottom' : 'right';
  const into: Side = vertical ? 'top' : 'left';
  const cross: Side[] = vertical ? ['left', 'right'] : ['top', 'bottom'];
  return (side, end) => {
    if (side === (end === 'source' ? out : into)) return 0;
    if (cross.includes(side)) return block.layout === 'tree' ? 150 : 12;
    return 80;
  };
}

function isNeighbour(edge: { from: number; to: number }, n: number): boolean {
  return (edge.from + 1) % n === edge.to || (edge.to + 1) % n === edge.from;
}

/** Rounded corners along an orthogonal route, the last stretch cut short for the arrowhead. */
function polylineEdge(edge: { from: number; to: number; label?: string }, points: Point[]): EdgeGeometry {
  const tip = points.at(-1)!;
  const before = points.at(-2)!;
  const length = Math.hypot(tip[0] - before[0], tip[1] - before[1]);
  const direction: Point = [(tip[0] - before[0]) / length, (tip[1] - before[1]) / length];
  const base: Point = [tip[0] - direction[0] * ARROW_LENGTH, tip[1] - direction[1] * ARROW_LENGTH];
  const line = [...points.slice(0, -1), base];
  const shaft: PathCommand[] = [{ c: 'M', x: line[0]![0], y: line[0]![1] }];
  for (let k = 1; k < line.length - 1; k++) {
    const [px, py] = line[k - 1]!;
    const [x, y] = line[k]!;
    const [nx, ny] = line[k + 1]!;
    const r = Math.min(CORNER, Math.hypot(x - px, y - py) / 2, Math.hypot(nx - x, ny - y) / 2);
    const towards = (ax: number, ay: number): Point => {
      const d = Math.hypot(ax - x, ay - y) || 1;
      return [x + ((ax - x) / d) * r, y + ((ay - y) / d) * r];
    };
    const [ax, ay] = towards(px, py);
    const [bx, by] = towards(nx, ny);
    shaft.push({ c: 'L', x: ax, y: ay }, { c: 'Q', x1: x, y1: y, x: bx, y: by });
  }
  shaft.push({ c: 'L', x: base[0], y: base[1] });
  return { ...edge, shaft, tip, direction, points };
}

/** A straight edge between two outlines, aimed centre to centre. */
function chordEdge(edge: { from: number; to: number; label?: string }, nodes: readonly PlacedNode[]): EdgeGeometry {
  const source = nodes[edge.from]!;
  const target = nodes[edge.to]!;
  const start = boundaryToward(source.shape, source.rect, centre(target));
  const tip = boundaryToward(target.shape, target.rect, centre(source));
  return polylineEdge(edge, [start, tip]);
}

function centre(node: PlacedNode): Point {
  return [node.rect.x + node.rect.width / 2, node.rect.y + node.rect.height / 2];
}

/**
 * A curved arrow along the cycle's ellipse from one neighbour to the next, starting and
 * ending exactly where the ellipse crosses their outlines.
 */
function orbitEdge(edge: { from: number; to: number; label?: string }, nodes: readonly PlacedNode[], orbit: NonNullable<NodePlacement['orbit']>): EdgeGeometry {
  const { cx, cy, rx, ry, angles } = orbit;
  const source = nodes[edge.from]!;
  const target = nodes[edge.to]!;
  const a0 = angles[edge.from]!;
  let a1 = angles[edge.to]!;
  // The short way round: clockwise to the next node, counter-clockwise to the previous one.
  const forward = (edge.from + 1) % nodes.length === edge.to;
  if (forward && a1 <= a0) a1 += 2 * Math.PI;
  if (!forward && a1 >= a0) a1 -= 2 * Math.PI;
  const at = (t: number): Point => [cx + rx * Math.cos(t), cy + ry * Math.sin(t)];
  const inside = (node: PlacedNode) => (t: number) => containsPoint(node.shape, node.rect, at(t));
  const start = exit(inside(source), a0, a1);
  const end = exit(inside(target), a1, a0);
  const tip = at(end);
  const speed = Math.hypot(rx * Math.sin(end), ry * Math.cos(end)) || 1;
  const baseAngle = end - Math.sign(a1 - a0) * (ARROW_LENGTH / speed);
  const base = at(baseAngle);
  const length = Math.hypot(tip[0] - base[0], tip[1] - base[1]) || 1;
  const direction: Point = [(tip[0] - base[0]) / length, (tip[1] - base[1]) / length];
  const [sx, sy] = at(start);
  const shaft: PathCommand[] = [{ c: 'M', x: sx, y: sy }, ...ellipticalArc(cx, cy, rx, ry, 0, start, baseAngle - start)];
  // Arc points 1/16 of the way apart, so a label on the chord between two of them stays on the arc.
  const points = Array.from({ length: ARC_POINTS + 1 }, (_, k) => at(start + ((end - start) * k) / ARC_POINTS));
  return { ...edge, shaft, tip, direction, points };
}

/** The angle between `from` (inside the node) and `toward` (outside it) where the ellipse leaves the node. */
function exit(inside: (t: number) => boolean, from: number, toward: number): number {
  let low = from;
  let high = toward;
  for (let k = 0; k < 40; k++) {
    const middle = (low + high) / 2;
    if (inside(middle)) low = middle;
    else high = middle;
  }
  return high;
}

/** A filled arrowhead: a slim triangle whose point is the tip. */
export function arrowhead(edge: EdgeGeometry): PathCommand[] {
  const [tx, ty] = edge.tip;
  const [dx, dy] = edge.direction;
  const bx = tx - dx * ARROW_LENGTH;
  const by = ty - dy * ARROW_LENGTH;
  const half = ARROW_LENGTH * 0.5;
  return [
    { c: 'M', x: tx, y: ty },
    { c: 'L', x: bx - dy * half, y: by + dx * half },
    { c: 'L', x: bx + dy * half, y: by - dx * half },
    { c: 'Z' },
  ];
}
