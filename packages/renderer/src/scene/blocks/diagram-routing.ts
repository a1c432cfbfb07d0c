import type { Box } from '@folio/layout';
import type { Point } from './diagram-shapes.ts';

export type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];
/** Unit steps: +x, +y, −x, −y. */
const STEPS: Point[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
const OUTWARD: Record<Side, number> = { right: 0, bottom: 1, left: 2, top: 3 };

/** A bend costs as much as this many px of extra length: fewer elbows read more easily. */
const BEND = 28;
/** Extra cost per px of a stretch another edge already runs along, so parallel edges spread out. */
const SHARED = 0.75;
/**
 * Edges that share an end may merge (siblings leaving a parent on one bus line); any other
 * edge running along one of their stretches or through a side another edge uses is drawn
 * over it, which reads as one line with two arrowheads, and crossing it makes the reader
 * guess which way each line goes. Both cost more than any detour of a few bends.
 */
const OVERLAP = 300;
const CROSSING = 400;
/**
 * A grid has many routes of equal cost; leaning the estimate a hair towards the target
 * makes the search follow one of them instead of widening over all (routes stay within
 * 0.1% of the shortest).
 */
const TIE_BREAK = 1.001;
/** Narrowest gap between two grid lines worth a channel line of its own down the middle. */
const CHANNEL = 8;

/** Extra cost of leaving or entering a node by a side: how a layout states its reading direction. */
export type SidePreference = (side: Side, end: 'source' | 'target') => number;

/**
 * Orthogonal edge routing that never crosses a node. Edges leave and enter at side
 * midpoints (on the outline of every shape), step out a short stub, then run along a
 * sparse grid made from the nodes' edges, centres and the channels between them; a
 * shortest path with bend penalties over that grid finds the route. Nodes are few (≤ 40),
 * so the grid stays in the low thousands of points.
 */
export class OrthogonalRouter {
  private readonly xs: number[];
  private readonly ys: number[];
  /** blocked[dir][index]: whether the grid step from a point in that direction hits a node. */
  private readonly blocked: [Uint8Array, Uint8Array];
  /** steps[point * 2 + axis]: the earlier edges running along that grid step (axis 0 = x), by their index in `routed`. */
  private readonly steps: (number[] | undefined)[];
  /** passes[point * 2 + axis]: the earlier edges passing through a grid point along that axis. */
  private readonly passes: (number[] | undefined)[];
  /** sides[node * 4 + side]: the earlier edges leaving or entering a node by that side. */
  private readonly sides: (number[] | undefined)[];
  /** The ends of every edge routed so far. */
  private readonly routed: { from: number; to: number }[] = [];
  private readonly obstacles: Box[];
  /** Search buffers, reused by every route of this router. */
  private readonly cost: Float64Array;
  private readonly previous: Int32Array;

  /**
   * `stub` is how far an edge runs straight out of a node before it may turn (a tree sets
   * it to half its layer gap, so elbows turn midway between layers); `clearance` is how
   * close a route may pass a node it does not join.
   */
  constructor(
    private readonly nodes: readonly Box[],
    bounds: Box,
    private readonly stub: number,
    clearance: number,
  ) {
    const inBounds = (value: number, start: number, size: number): boolean => value >= start - 1e-6 && value <= start + size + 1e-6;
    const axis = (pick: (rect: Box) => number[], start: number, size: number): number[] => {
      const raw = [...nodes.flatMap(pick), start + 2, start + size - 2].filter((value) => inBounds(value, start, size));
      const unique = [...new Set(raw.map((value) => Math.round(value * 100) / 100))].sort((a, b) => a - b);
      // Channels midway between lines, where there is room for an edge to pass between them.
      const channels = unique.slice(1).flatMap((value, i) => (value - unique[i]! >= CHANNEL ? [(value + unique[i]!) / 2] : []));
      return [...unique, ...channels].sort((a, b) => a - b);
    };
    this.xs = axis((r) => [r.x - stub, r.x + r.width / 2, r.x + r.width + stub], bounds.x, bounds.width);
    this.ys = axis((r) => [r.y - stub, r.y + r.height / 2, r.y + r.height + stub], bounds.y, bounds.height);
    const obstacles = nodes.map((rect) => inflate(rect, Math.min(clearance, stub - 2)));
    this.obstacles = obstacles;
    const size = this.xs.length * this.ys.length;
    this.blocked = [new Uint8Array(size), new Uint8Array(size)];
    this.steps = new Array<number[] | undefined>(size * 2);
    this.passes = new Array<number[] | undefined>(size * 2);
    this.sides = new Array<number[] | undefined>(nodes.length * 4);
    this.cost = new Float64Array(size * 4);
    this.previous = new Int32Array(size * 4);
    // A step enters a node when the node spans the step's line and overlaps its extent;
    // only the nodes spanning a line need checking along it.
    this.ys.forEach((y, j) => {
      const across = obstacles.filter((rect) => rect.y < y && y < rect.y + rect.height);
      this.xs.forEach((x, i) => {
        const next = this.xs[i + 1];
        if (next === undefined || across.some((rect) => rect.x < next && x < rect.x + rect.width)) this.blocked[0][this.index(i, j)] = 1;
      });
    });
    this.xs.forEach((x, i) => {
      const across = obstacles.filter((rect) => rect.x < x && x < rect.x + rect.width);
      this.ys.forEach((y, j) => {
        const next = this.ys[j + 1];
        if (next === undefined || across.some((rect) => rect.y < next && y < rect.y + rect.height)) this.blocked[1][this.index(i, j)] = 1;
      });
    });
  }

  /** Points from the source's outline to the target's; undefined when no route exists. */
  route(from: number, to: number, prefer: SidePreference): Point[] | undefined {
    const source = this.ports(from);
    const target = this.ports(to);
    const { xs, ys, cost, previous, steps } = this;
    // Edges sharing an end with this one may share its lines; any other is in the way.
    const apart = (others: number[] | undefined): boolean => !!others && others.some((k) => this.routed[k]!.from !== from && this.routed[k]!.to !== to);
    const sideCost = (node: number, side: Side): number => (apart(this.sides[node * 4 + OUTWARD[side]]) ? OVERLAP : 0);
    // Arriving at a point across a line of an edge in the way crosses it.
    const across = (point: number, axis: number): number => (apart(this.passes[point * 2 + (1 - axis)]) ? CROSSING : 0);
    const rows = ys.length;
    cost.fill(Infinity);
    previous.fill(-1);
    const heap = new MinHeap();
    const targetXs = target.map((port) => xs[port.i]!);
    const targetYs = target.map((port) => ys[port.j]!);
    // A*: the Manhattan distance to the nearest target stub never overestimates a route.
    const estimate = (i: number, j: number): number => {
      let nearest = Infinity;
      for (let k = 0; k < targetXs.length; k++) nearest = Math.min(nearest, Math.abs(xs[i]! - targetXs[k]!) + Math.abs(ys[j]! - targetYs[k]!));
      return nearest * TIE_BREAK;
    };
    for (const port of source) {
      const state = this.index(port.i, port.j) * 4 + OUTWARD[port.side];
      const start = prefer(port.side, 'source') + sideCost(from, port.side) + across(this.index(port.i, port.j), OUTWARD[port.side] % 2);
      if (start < cost[state]!) {
        cost[state] = start;
        heap.push(start + estimate(port.i, port.j), state);
      }
    }
    let best: { cost: number; state: number; port: Port } | undefined;
    while (heap.size > 0) {
      const priority = heap.peekCost();
      const state = heap.pop();
      if (best && priority >= best.cost) break;
      const point = state >> 2;
      const dir = state & 3;
      const i = Math.floor(point / rows);
      const j = point % rows;
      const current = cost[state]!;
      if (priority > current + estimate(i, j) + 1e-9) continue;
      for (const port of target) {
        if (port.i !== i || port.j !== j) continue;
        // Arriving other than straight in means one more bend at the stub.
        const total = current + prefer(port.side, 'target') + sideCost(to, port.side) + (dir === (OUTWARD[port.side] + 2) % 4 ? 0 : BEND);
        if (!best || total < best.cost) best = { cost: total, state, port };
      }
      for (let next = 0; next < 4; next++) {
        if (next === (dir + 2) % 4) continue;
        const [dx, dy] = STEPS[next]!;
        const ni = i + dx;
        const nj = j + dy;
        if (ni < 0 || nj < 0 || ni >= xs.length || nj >= rows) continue;
        // A step is stored on its left or upper end.
        const stepAxis = dx !== 0 ? 0 : 1;
        const origin = this.index(Math.min(i, ni), Math.min(j, nj));
        if (this.blocked[stepAxis][origin]) continue;
        const length = Math.abs(xs[ni]! - xs[i]!) + Math.abs(ys[nj]! - ys[j]!);
        const nextState = this.index(ni, nj) * 4 + next;
        const sharing = steps[origin * 2 + stepAxis];
        const alongside = apart(sharing) ? OVERLAP + length : sharing ? length * SHARED : 0;
        const nextCost = current + length + alongside + across(this.index(ni, nj), stepAxis) + (next === dir ? 0 : BEND);
        if (nextCost < cost[nextState]!) {
          cost[nextState] = nextCost;
          previous[nextState] = state;
          heap.push(nextCost + estimate(ni, nj), nextState);
        }
      }
    }
    if (!best) return undefined;
    const grid: [number, number][] = [];
    for (let state = best.state; state !== -1; state = previous[state]!) {
      const point = state >> 2;
      grid.push([Math.floor(point / this.ys.length), point % this.ys.length]);
    }
    grid.reverse();
    const edge = this.routed.push({ from, to }) - 1;
    const mark = (list: (number[] | undefined)[], key: number): void => {
      (list[key] ??= []).push(edge);
    };
    grid.slice(1).forEach(([i, j], k) => {
      const [pi, pj] = grid[k]!;
      const axis = i !== pi ? 0 : 1;
      mark(steps, this.index(Math.min(i, pi), Math.min(j, pj)) * 2 + axis);
      mark(this.passes, this.index(i, j) * 2 + axis);
      mark(this.passes, this.index(pi, pj) * 2 + axis);
    });
    const start = source.find((port) => port.i === grid[0]![0] && port.j === grid[0]![1])!;
    // The stubs run along their sides' axes through their grid points.
    mark(this.passes, this.index(start.i, start.j) * 2 + (OUTWARD[start.side] % 2));
    mark(this.passes, this.index(best.port.i, best.port.j) * 2 + (OUTWARD[best.port.side] % 2));
    mark(this.sides, from * 4 + OUTWARD[start.side]);
    mark(this.sides, to * 4 + OUTWARD[best.port.side]);
    const points: Point[] = [start.anchor, ...grid.map(([i, j]): Point => [this.xs[i]!, this.ys[j]!]), best.port.anchor];
    return simplify(points);
  }

  private index(i: number, j: number): number {
    return i * this.ys.length + j;
  }

  /** A node's four side midpoints with the grid points of their stubs. */
  private ports(node: number): Port[] {
    const rect = this.nodes[node]!;
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    return SIDES.flatMap((side) => {
      const anchor: Point =
        side === 'top' ? [cx, rect.y] : side === 'bottom' ? [cx, rect.y + rect.height] : side === 'left' ? [rect.x, cy] : [rect.x + rect.width, cy];
      const [dx, dy] = STEPS[OUTWARD[side]]!;
      const stub: Point = [anchor[0] + dx * this.stub, anchor[1] + dy * this.stub];
      const i = nearest(this.xs, stub[0]);
      const j = nearest(this.ys, stub[1]);
      // A stub reaching into a neighbour's clearance would lead the edge through it.
      if (i === undefined || j === undefined || this.obstacles.some((rect) => crosses(rect, anchor, stub) && rect !== this.obstacles[node])) return [];
      return [{ side, anchor, i, j }];
    });
  }
}

interface Port {
  side: Side;
  anchor: Point;
  i: number;
  j: number;
}

function nearest(values: number[], value: number): number | undefined {
  const index = values.findIndex((candidate) => Math.abs(candidate - value) < 0.02);
  return index === -1 ? undefined : index;
}

function inflate(rect: Box, by: number): Box {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

/** Whether an axis-aligned segment enters the rectangle's interior (touching its edge is fine). */
function crosses(rect: Box, [x0, y0]: Point, [x1, y1]: Point): boolean {
  const left = Math.min(x0, x1);
  const right = Math.max(x0, x1);
  const top = Math.min(y0, y1);
  const bottom = Math.max(y0, y1);
  return left < rect.x + rect.width && right > rect.x && top < rect.y + rect.height && bottom > rect.y;
}

/** Drops points in the middle of straight runs. */
function simplify(points: Point[]): Point[] {
  return points.filter((point, k) => {
    const before = points[k - 1];
    const after = points[k + 1];
    if (!before || !after) return true;
    return !((before[0] === point[0] && point[0] === after[0]) || (before[1] === point[1] && point[1] === after[1]));
  });
}

/** Binary heap of (cost, state) pairs, cheapest first. */
class MinHeap {
  private readonly costs: number[] = [];
  private readonly states: number[] = [];

  get size(): number {
    return this.costs.length;
  }

  push(cost: number, state: number): void {
    let k = this.costs.length;
    this.costs.push(cost);
    this.states.push(state);
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (this.costs[parent]! <= cost) break;
      this.swap(k, parent);
      k = parent;
    }
  }

  peekCost(): number {
    return this.costs[0]!;
  }

  /** Removes the cheapest entry and returns its state. */
  pop(): number {
    const top = this.states[0]!;
    const lastCost = this.costs.pop()!;
    const lastState = this.states.pop()!;
    if (this.costs.length > 0) {
      this.costs[0] = lastCost;
      this.states[0] = lastState;
      let k = 0;
      for (;;) {
        const left = 2 * k + 1;
        const right = left + 1;
        let smallest = k;
        if (left < this.costs.length && this.costs[left]! < this.costs[smallest]!) smallest = left;
        if (right < this.costs.length && this.costs[right]! < this.costs[smallest]!) smallest = right;
        if (smallest === k) break;
        this.swap(k, smallest);
        k = smallest;
      }
    }
    return top;
  }

  private swap(a: number, b: number): void {
    [this.costs[a], this.costs[b]] = [this.costs[b]!, this.costs[a]!];
    [this.states[a], this.states[b]] = [this.states[b]!, this.states[a]!];
  }
}
