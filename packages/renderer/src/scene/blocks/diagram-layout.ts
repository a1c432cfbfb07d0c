import type { BlockOf, Box } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { MeasuredText } from '../types.ts';
import { measureParagraphs, plainParagraph } from '../text-ops.ts';
import { labelFraction, rectsOverlap, type NodeShape } from './diagram-shapes.ts';

export type DiagramBlock = BlockOf<'diagram'>;

export interface PlacedNode {
  id: string;
  shape: NodeShape;
  rect: Box;
  label: MeasuredText;
  /** Width the label was laid out in, centred in the node. */
  labelWidth: number;
}

export interface NodePlacement {
  nodes: PlacedNode[];
  width: number;
  height: number;
  /** Tree layouts: the gap between layers, where edges turn. */
  layerGap?: number;
  /** Cycle layouts: the ellipse the nodes sit on, which their arrows follow. */
  orbit?: { cx: number; cy: number; rx: number; ry: number; angles: number[] };
}

/** Outer margin: room for edges that go round the nodes, and for their stubs. */
const MARGIN = 20;
/** Between nodes along a flow: an arrow with its two stubs. */
const FLOW_GAP = 48;
/** Between layers of a tree: an elbow with its stubs. */
const LAYER_GAP = 52;
/** Between siblings of a tree. */
const SIBLING_GAP = 20;
const MIN_NODE_WIDTH = 96;
const MAX_NODE_WIDTH = 200;
const MIN_NODE_HEIGHT = 44;
const PAD_X = 12;
const PAD_Y = 10;

/** Node labels step down to this size before a word is broken inside a narrow node. */
const MIN_FONT_SIZE = 11;

/**
 * Node labels, sized together: all nodes share one font size, the theme's body size (at
 * most 16) unless some label's longest word would not fit its node at this width, in
 * which case smaller, so words are not split. Word widths scale with the size, so each
 * is measured once.
 */
class NodeText {
  readonly base: number;
  private readonly widest: number[];
  private readonly sizes = new Map<number, number>();

  constructor(
    private readonly ctx: SceneContext,
    private readonly block: DiagramBlock,
    private readonly color: string,
  ) {
    this.base = Math.min(16, ctx.theme.paragraph.normalText.fontSize);
    this.widest = block.nodes.map((node) =>
      Math.max(0, ...node.label.split(/\s+/).map((word) => this.layout(word, this.base, Number.POSITIVE_INFINITY).width)),
    );
  }

  /** The narrowest node in which every label's longest word fits at the full size. */
  wholeWords(): number {
    return Math.max(0, ...this.block.nodes.map((node, i) => (this.widest[i]! + 2 * PAD_X) / labelFraction(node.shape)));
  }

  /** The font size at which every label's longest word fits a node `width` wide. */
  sizeFor(width: number): number {
    let size = this.sizes.get(width);
    if (size === undefined) {
      const ratio = Math.max(1, ...this.block.nodes.map((node, i) => this.widest[i]! / labelWidth(node.shape, width)));
      size = ratio <= 1 ? this.base : Math.max(MIN_FONT_SIZE, Math.floor(this.base / ratio));
      this.sizes.set(width, size);
    }
    return size;
  }

  /** A node of width `width`: its label wrapped inside the shape's usable middle, and the height that takes. */
  size(node: DiagramBlock['nodes'][number], width: number): PlacedNode {
    const fraction = labelFraction(node.shape);
    const room = labelWidth(node.shape, width);
    const label = this.layout(node.label, this.sizeFor(width), room);
    const height = Math.max(MIN_NODE_HEIGHT, Math.ceil((label.height + 2 * PAD_Y) / fraction));
    return { id: node.id, shape: node.shape, rect: { x: 0, y: 0, width, height }, label, labelWidth: room };
  }

  private layout(text: string, fontSize: number, width: number): MeasuredText {
    const override = { fontSize, fontWeight: 600, color: this.color, letterSpacing: 0, textTransform: 'none' as const };
    return measureParagraphs(this.ctx.fonts, [plainParagraph(this.ctx.theme, text, 'normalText', { align: 'center', override, lineHeight: 1.25 })], width);
  }
}

function labelWidth(shape: NodeShape, width: number): number {
  return Math.max(8, width * labelFraction(shape) - 2 * PAD_X);
}

/** The largest edge label, which the gaps between nodes must hold. */
export interface LabelRoom {
  width: number;
  height: number;
}

export function placeNodes(block: DiagramBlock, width: number, ctx: SceneContext, labels: LabelRoom, color: string): NodePlacement {
  const text = new NodeText(ctx, block, color);
  const size: Sizer = (node, w) => text.size(node, w);
  // A label sits on an edge's middle stretch, between the stubs at either end.
  const across = labels.width > 0 ? labels.width + 32 : 0;
  const along = labels.height > 0 ? labels.height + 40 : 0;
  // Flows and cycles have room to spare (rows, a larger circle), so their nodes start wide
  // enough for whole words; a tree's width is set by its leaves, so its text shrinks instead.
  const minWidth = Math.min(MAX_NODE_WIDTH, Math.max(MIN_NODE_WIDTH, text.wholeWords()));
  if (block.layout === 'cycle') return placeCycle(block, width, size, minWidth, (w) => text.sizeFor(w) >= Math.min(text.base, 13));
  if (block.layout === 'tree') return placeTree(block, width, size, block.direction === 'vertical' ? along : across);
  return placeFlow(block, width, size, block.direction === 'vertical' ? along : across, minWidth);
}

type Sizer = (node: DiagramBlock['nodes'][number], width: number) => PlacedNode;

/**
 * Nodes in reading order along a line. A horizontal flow too long for the width wraps
 * into centred rows, every row as tall as its tallest node so arrows between neighbours
 * run level; a vertical flow is one centred column.
 */
function placeFlow(block: DiagramBlock, width: number, size: Sizer, labelGap: number, minWidth: number): NodePlacement {
  const inner = width - 2 * MARGIN;
  const gap = Math.max(FLOW_GAP, labelGap);
  const n = block.nodes.length;
  if (block.direction === 'vertical') {
    const w = Math.max(1, Math.min(MAX_NODE_WIDTH * 1.25, inner));
    let y = MARGIN;
    const nodes = block.nodes.map((node) => {
      const placed = size(node, w);
      placed.rect = { ...placed.rect, x: (width - w) / 2, y };
      y += placed.rect.height + gap;
      return placed;
    });
    return { nodes, width, height: y - gap + MARGIN };
  }
  let perRow = n;
  let w = (inner - (perRow - 1) * gap) / perRow;
  if (w < minWidth) {
    perRow = Math.max(1, Math.floor((inner + gap) / (minWidth + gap)));
    w = (inner - (perRow - 1) * gap) / perRow;
  }
  w = Math.max(1, Math.min(MAX_NODE_WIDTH, w));
  const nodes: PlacedNode[] = [];
  let y = MARGIN;
  for (let start = 0; start < n; start += perRow) {
    const row = block.nodes.slice(start, start + perRow).map((node) => size(node, w));
    const rowHeight = Math.max(...row.map((node) => node.rect.height));
    const rowWidth = row.length * w + (row.length - 1) * gap;
    row.forEach((node, k) => {
      node.rect = { x: (width - rowWidth) / 2 + k * (w + gap), y: y + (rowHeight - node.rect.height) / 2, width: w, height: node.rect.height };
      nodes.push(node);
    });
    y += rowHeight + gap;
  }
  return { nodes, width, height: y - gap + MARGIN };
}

/**
 * Layered tree: roots are the nodes no edge points to (the first node if every node has
 * a parent), each node's layer its distance from a root, leaves side by side in edge
 * order and every parent centred over its children. Vertical runs top-down, horizontal
 * left to right.
 */
function placeTree(block: DiagramBlock, width: number, size: Sizer, labelGap: number): NodePlacement {
  const { children, roots, depth } = spanningForest(block);
  const slots = new Map<number, number>();
  let leaves = 0;
  const assign = (node: number): number => {
    const kids = children[node]!.map(assign);
    const slot = kids.length === 0 ? leaves++ : (Math.min(...kids) + Math.max(...kids)) / 2;
    slots.set(node, slot);
    return slot;
  };
  roots.forEach(assign);
  const layers = Math.max(...depth) + 1;
  const inner = width - 2 * MARGIN;
  const layerGap = Math.max(LAYER_GAP, labelGap);
  if (block.direction === 'vertical') {
    const { width: w, gap } = share(inner, leaves, SIBLING_GAP, 8);
    const sized = block.nodes.map((node) => size(node, w));
    const layerHeights = Array.from({ length: layers }, (_, d) => Math.max(...sized.filter((_, i) => depth[i] === d).map((node) => node.rect.height)));
    const tops = layerHeights.map((_, d) => MARGIN + layerHeights.slice(0, d).reduce((sum, h) => sum + h + layerGap, 0));
    const used = leaves * w + (leaves - 1) * gap;
    sized.forEach((node, i) => {
      const d = depth[i]!;
      // Top-aligned in its layer, so siblings' incoming edges share one bus line.
      node.rect = { ...node.rect, x: (width - used) / 2 + slots.get(i)! * (w + gap), y: tops[d]! };
    });
    return { nodes: sized, width, height: tops.at(-1)! + layerHeights.at(-1)! + MARGIN, layerGap };
  }
  const { width: w, gap } = share(inner, layers, layerGap, 24);
  const sized = block.nodes.map((node) => size(node, w));
  const pitch = Math.max(...sized.map((node) => node.rect.height)) + SIBLING_GAP;
  const used = layers * w + (layers - 1) * gap;
  sized.forEach((node, i) => {
    node.rect = { ...node.rect, x: (width - used) / 2 + depth[i]! * (w + gap), y: MARGIN + slots.get(i)! * pitch + (pitch - SIBLING_GAP - node.rect.height) / 2 };
  });
  return { nodes: sized, width, height: MARGIN + leaves * pitch - SIBLING_GAP + MARGIN, layerGap: gap };
}

/**
 * Splits `inner` px among `count` equal nodes and the gaps between them. When room runs
 * short the gaps give way first, down to `minGap`, so nodes keep a readable width; past
 * that the nodes narrow, and only when they would all but vanish do the gaps close.
 */
function share(inner: number, count: number, gap: number, minGap: number): { width: number; gap: number } {
  if (count <= 1) return { width: Math.max(1, Math.min(MAX_NODE_WIDTH, inner)), gap };
  const width = (between: number): number => (inner - (count - 1) * between) / count;
  let between = gap;
  if (width(between) < MIN_NODE_WIDTH) between = Math.max(Math.min(gap, minGap), (inner - count * MIN_NODE_WIDTH) / (count - 1));
  if (width(between) < 4) between = Math.max(0, (inner - count * 4) / (count - 1));
  return { width: Math.max(1, Math.min(MAX_NODE_WIDTH, width(between))), gap: between };
}

/** Breadth-first from the roots: each node's first-found parent makes the tree, extra edges stay cross links. */
function spanningForest(block: DiagramBlock): { children: number[][]; roots: number[]; depth: number[] } {
  const index = new Map(block.nodes.map((node, i) => [node.id, i]));
  const targets = new Set(block.edges.map((edge) => index.get(edge.to)!));
  const children: number[][] = block.nodes.map(() => []);
  const depth = block.nodes.map(() => -1);
  const roots: number[] = [];
  const grow = (root: number): void => {
    roots.push(root);
    depth[root] = 0;
    const queue = [root];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const edge of block.edges) {
        const to = index.get(edge.to)!;
        if (index.get(edge.from) !== node || depth[to] !== -1) continue;
        depth[to] = depth[node]! + 1;
        children[node]!.push(to);
        queue.push(to);
      }
    }
  };
  block.nodes.forEach((_, i) => {
    if (!targets.has(i) && depth[i] === -1) grow(i);
  });
  // Whatever a cycle of edges left unreached starts a tree of its own.
  block.nodes.forEach((_, i) => {
    if (depth[i] === -1) grow(i);
  });
  return { children, roots, depth };
}

/** Clear space between neighbours on a cycle, so the arrows joining them stay visible. */
const CYCLE_SPACING = 36;

/**
 * Nodes evenly round a circle from 12 o'clock, clockwise. The circle is as small as the
 * spacing allows and nodes narrow to fit the width; past that the circle stretches into
 * a taller ellipse (height is what a block can grow), nodes spaced by arc length along
 * it, until it is long enough for all of them and no two touch.
 */
function placeCycle(block: DiagramBlock, width: number, size: Sizer, minWidth: number, readable: (nodeWidth: number) => boolean): NodePlacement {
  const n = block.nodes.length;
  const inner = width - 2 * MARGIN;
  let w = Math.min(Math.max(170, minWidth), Math.max(minWidth, width * 0.2), inner);
  const fit = (nodeWidth: number) => {
    const sized = block.nodes.map((node) => size(node, nodeWidth));
    const h = Math.max(...sized.map((node) => node.rect.height));
    const spacing = Math.hypot(nodeWidth, h) + CYCLE_SPACING;
    const needed = n < 2 ? 0 : spacing / (2 * Math.sin(Math.PI / n));
    return { sized, h, spacing, needed, room: Math.max(0, (inner - nodeWidth) / 2) };
  };
  let attempt = fit(w);
  // Nodes narrow to keep the circle within the width (while their words stay readable;
  // past that the circle stretches taller instead), and a little more to keep it short
  // (while their words stay whole).
  for (let next = Math.max(60, w * 0.9); next < w; next = Math.max(60, w * 0.9)) {
    const tooWide = attempt.needed > attempt.room && readable(next);
    const roomy = attempt.needed > attempt.room * 0.75 && next >= minWidth;
    if (!tooWide && !roomy) break;
    w = next;
    attempt = fit(w);
  }
  const { sized, h, spacing } = attempt;
  const rx = Math.min(attempt.room, Math.max(attempt.needed, n < 2 ? 0 : w));
  let ry = rx;
  while (n > 1 && perimeter(rx, ry) < n * spacing) ry += Math.max(8, ry * 0.05);
  // Too narrow for a round cycle: the ellipse turns tall, and a quarter-step turn keeps
  // every node at its own height, since mirror-image pairs at one height would collide.
  const shift = attempt.needed > attempt.room ? 0.25 : 0;
  let angles = evenAngles(rx, ry, n, shift);
  const place = (): Box[] => angles.map((angle) => ({ x: rx * Math.cos(angle) - w / 2, y: ry * Math.sin(angle) - h / 2, width: w, height: h }));
  for (let tries = 0; tries < 60 && n > 1 && hasOverlap(place(), CYCLE_SPACING / 2); tries++) {
    ry += Math.max(8, ry * 0.05);
    angles = evenAngles(rx, ry, n, shift);
  }
  const cx = width / 2;
  const cy = MARGIN + ry + h / 2;
  place().forEach((rect, i) => {
    sized[i]!.rect = { ...rect, x: rect.x + cx, y: rect.y + cy };
  });
  return { nodes: sized, width, height: 2 * ry + h + 2 * MARGIN, orbit: { cx, cy, rx, ry, angles } };
}

/** Ramanujan's approximation, within a fraction of a percent for any ellipse drawn here. */
function perimeter(a: number, b: number): number {
  return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
}

/** Parameter angles that cut the ellipse into `n` arcs of equal length, from 12 o'clock turned on by `shift` arcs. */
function evenAngles(rx: number, ry: number, n: number, shift: number): number[] {
  const samples = 720;
  const start = -Math.PI / 2;
  const lengths = [0];
  for (let k = 1; k <= samples; k++) {
    const a = start + (2 * Math.PI * (k - 1)) / samples;
    const b = start + (2 * Math.PI * k) / samples;
    lengths.push(lengths[k - 1]! + Math.hypot(rx * (Math.cos(b) - Math.cos(a)), ry * (Math.sin(b) - Math.sin(a))));
  }
  const total = lengths[samples]!;
  let k = 0;
  return Array.from({ length: n }, (_, i) => {
    const wanted = (total * (i + shift)) / n;
    while (lengths[k + 1]! < wanted) k++;
    const fraction = (wanted - lengths[k]!) / (lengths[k + 1]! - lengths[k]! || 1);
    return start + (2 * Math.PI * (k + fraction)) / samples;
  });
}

function hasOverlap(rects: Box[], margin: number): boolean {
  return rects.some((a, i) => rects.some((b, j) => j > i && rectsOverlap(a, b, margin)));
}
