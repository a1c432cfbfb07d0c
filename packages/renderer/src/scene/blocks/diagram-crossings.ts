import type { Box } from '@folio/layout';
import { rectsOverlap, type Point } from './diagram-shapes.ts';

/** An edge as the line it draws: its ends and the points it runs through. */
export interface EdgeLine {
  from: number;
  to: number;
  points: Point[];
}

/**
 * Pairs of edges where one runs over the other: a crossing, a touch, or a stretch both run
 * along. Edges leaving the same node, or entering the same node, may merge (siblings leaving
 * a parent on one bus line), so they do not count; an edge and its way back do.
 */
export function edgeCrossings(edges: readonly EdgeLine[]): { a: number; b: number }[] {
  const found: { a: number; b: number }[] = [];
  edges.forEach((a, i) =>
    edges.slice(i + 1).forEach((b, k) => {
      if (a.from === b.from || a.to === b.to) return;
      if (segments(a.points).some(([p, q]) => segments(b.points).some(([r, s]) => segmentsMeet(p, q, r, s)))) found.push({ a: i, b: i + 1 + k });
    }),
  );
  return found;
}

/** Whether a line through `points` passes through the box (touching its border counts). */
export function lineEntersBox(points: readonly Point[], box: Box): boolean {
  return segments(points).some(([p, q]) => segmentEntersBox(p, q, box));
}

/**
 * Where each edge label's pad goes: on the middle of one of its edge's stretches, the
 * longest first, at the first spot that clears every node, every other edge and the labels
 * placed before it; on the longest stretch when none does. `size` is the pad's, by edge
 * index; `bounds` keeps pads inside the diagram.
 */
export function placeLabels(edges: readonly EdgeLine[], size: ReadonlyMap<number, { width: number; height: number }>, nodes: readonly Box[], bounds: Box): Map<number, Box> {
  const placed = new Map<number, Box>();
  size.forEach(({ width, height }, index) => {
    const pad = (at: Point): Box => ({
      x: clamp(at[0] - width / 2, bounds.x, bounds.x + bounds.width - width),
      y: clamp(at[1] - height / 2, bounds.y, bounds.y + bounds.height - height),
      width,
      height,
    });
    const stretches = segments(edges[index]!.points).sort(([p, q], [r, s]) => length(r, s) - length(p, q));
    const spots = stretches.flatMap(([p, q]) => [0.5, 0.3, 0.7].map((t): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]));
    const clear = (box: Box): boolean =>
      !nodes.some((node) => rectsOverlap(node, box)) &&
      !edges.some((edge, other) => other !== index && lineEntersBox(edge.points, box)) &&
      ![...placed.values()].some((label) => rectsOverlap(label, box));
    const chosen = spots.map(pad).find(clear) ?? pad(spots[0] ?? edges[index]!.points[0]!);
    placed.set(index, chosen);
  });
  return placed;
}

function segments(points: readonly Point[]): [Point, Point][] {
  return points.slice(1).map((point, k) => [points[k]!, point]);
}

function length(p: Point, q: Point): number {
  return Math.hypot(q[0] - p[0], q[1] - p[1]);
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: Point, q: Point, r: Point): boolean {
  return Math.min(p[0], q[0]) - 1e-6 <= r[0] && r[0] <= Math.max(p[0], q[0]) + 1e-6 && Math.min(p[1], q[1]) - 1e-6 <= r[1] && r[1] <= Math.max(p[1], q[1]) + 1e-6;
}

/** Whether segments pq and rs share a point: crossing, touching or running along each other. */
function segmentsMeet(p: Point, q: Point, r: Point, s: Point): boolean {
  const d1 = cross(r, s, p);
  const d2 = cross(r, s, q);
  const d3 = cross(p, q, r);
  const d4 = cross(p, q, s);
  const eps = 1e-6;
  if (((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))) return true;
  return (Math.abs(d1) <= eps && onSegment(r, s, p)) || (Math.abs(d2) <= eps && onSegment(r, s, q)) || (Math.abs(d3) <= eps && onSegment(p, q, r)) || (Math.abs(d4) <= eps && onSegment(p, q, s));
}

/** Liang–Barsky: whether any part of segment pq lies in the box. */
function segmentEntersBox(p: Point, q: Point, box: Box): boolean {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  let low = 0;
  let high = 1;
  const limits: [number, number][] = [
    [-dx, p[0] - box.x],
    [dx, box.x + box.width - p[0]],
    [-dy, p[1] - box.y],
    [dy, box.y + box.height - p[1]],
  ];
  for (const [step, room] of limits) {
    if (step === 0) {
      if (room < 0) return false;
      continue;
    }
    const t = room / step;
    if (step < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
    if (low > high) return false;
  }
  return true;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
