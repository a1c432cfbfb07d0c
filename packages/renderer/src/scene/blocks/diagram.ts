import type { Box } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { MeasuredText } from '../types.ts';
import type { BlockRenderer, OpSink } from './block-renderer.ts';
import { formatPath, transformCommands } from '../icons/svg-path.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { mix, textBackground, toCss } from '../../themes/index.ts';
import { alignedTop } from './align.ts';
import { memoByBlock } from './block-memo.ts';
import { placeLabels } from './diagram-crossings.ts';
import { arrowhead, diagramEdges, routeEdges, type EdgeGeometry } from './diagram-edges.ts';
import { placeNodes, type DiagramBlock, type PlacedNode } from './diagram-layout.ts';
import { pinNodes } from './diagram-pinned.ts';
import { cornerRadius, shapePath } from './diagram-shapes.ts';
import { textNeeds } from './block-needs.ts';

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: EdgeGeometry[];
  /** Laid-out edge labels by edge index. */
  labels: Map<number, MeasuredText>;
  /** Where each edge label's pad goes, by edge index: clear of nodes, other edges and other labels where there is such a spot. */
  labelPads: Map<number, Box>;
}

interface DiagramColors {
  fill: string;
  stroke: string;
  text: string;
  edge: string;
  background: string;
}

/** Edge labels are short: past this they are wrapped, so a chatty label cannot push nodes apart forever. */
const MAX_LABEL_WIDTH = 140;
const LABEL_PAD = 4;

/**
 * Flow, tree and cycle diagrams: nodes sized to their wrapped labels and tinted from the
 * accent, edges routed between outlines with arrowheads and optional labels on a pad.
 * The layout is computed at the box's width, so its height is the block's measure; a
 * taller box places it by the block's vertical alignment, centred by default.
 */
export const diagramRenderer: BlockRenderer<'diagram'> = {
  needs: textNeeds,
  measure(block, width, ctx) {
    return Math.ceil(layoutDiagram(block, width, ctx).height);
  },
  draw(block, box, ctx, out, node) {
    const layout = layoutDiagram(block, box.width, ctx);
    const colors = diagramColors(ctx);
    const dx = box.x + (box.width - layout.width) / 2;
    const dy = alignedTop(box, layout.height, node.align ?? 'middle');
    for (const edge of layout.edges) {
      const shift = { scale: 1, dx, dy };
      out.push({ op: 'path', d: formatPath(transformCommands(edge.shaft, shift)), stroke: { color: colors.edge, width: 1.5, cap: 'round', join: 'round' } });
      out.push({ op: 'path', d: formatPath(transformCommands(arrowhead(edge), shift)), fill: colors.edge });
    }
    for (const placed of layout.nodes) pushNode(out, ctx, placed, colors, dx, dy);
    layout.labels.forEach((label, index) => pushEdgeLabel(out, ctx, label, layout.labelPads.get(index)!, colors, dx, dy));
  },
};

/** Edge routing is the costly part of a diagram's measure and draw, so draw reuses measure's work. */
export const layoutDiagram = memoByBlock(computeLayout);

function computeLayout(block: DiagramBlock, width: number, ctx: SceneContext): DiagramLayout {
  const colors = diagramColors(ctx);
  const labels = new Map<number, MeasuredText>();
  diagramEdges(block).forEach((edge, index) => {
    if (edge.label) labels.set(index, edgeLabel(ctx, edge.label, colors.text));
  });
  const room = [...labels.values()].reduce((max, label) => ({ width: Math.max(max.width, label.width), height: Math.max(max.height, label.height) }), { width: 0, height: 0 });
  const placement = pinNodes(block, placeNodes(block, width, ctx, room, colors.text));
  const edges = routeEdges(block, placement);
  const padSizes = new Map([...labels].map(([index, label]) => [index, { width: labelBoxWidth(label) + 2 * LABEL_PAD, height: label.height + 2 * LABEL_PAD }]));
  const bounds = { x: 0, y: 0, width: placement.width, height: placement.height };
  const labelPads = placeLabels(edges, padSizes, placement.nodes.map((node) => node.rect), bounds);
  return { width: placement.width, height: placement.height, nodes: placement.nodes, edges, labels, labelPads };
}

/** Accent-tinted nodes on whatever the diagram sits on, outlined in the accent itself. */
function diagramColors(ctx: SceneContext): DiagramColors {
  const { theme } = ctx;
  const background = textBackground(theme);
  const text = theme.paragraph.normalText.color;
  return {
    fill: toCss(mix(background, theme.seedColor, 0.16)),
    stroke: theme.seedColor,
    text,
    edge: toCss(mix(background, text, 0.6)),
    background,
  };
}

function edgeLabel(ctx: SceneContext, text: string, color: string): MeasuredText {
  const caption = ctx.theme.paragraph.caption;
  const override = { fontSize: Math.min(13, caption.fontSize), color, letterSpacing: 0, textTransform: 'none' as const };
  const paragraph = plainParagraph(ctx.theme, text, 'caption', { align: 'center', override, lineHeight: 1.25 });
  const natural = measureParagraphs(ctx.fonts, [paragraph], MAX_LABEL_WIDTH);
  // Laid out again at its own width so that centring is about the text, not the maximum.
  return measureParagraphs(ctx.fonts, [paragraph], labelBoxWidth(natural));
}

/** The width an edge label is laid out in: its widest line, rounded up. */
function labelBoxWidth(label: MeasuredText): number {
  return Math.ceil(label.width) + 1;
}

function pushNode(out: OpSink, ctx: SceneContext, node: PlacedNode, colors: DiagramColors, dx: number, dy: number): void {
  const rect = { ...node.rect, x: node.rect.x + dx, y: node.rect.y + dy };
  const stroke = { color: colors.stroke, width: 1.5 };
  if (node.shape === 'rect' || node.shape === 'rounded') out.push({ op: 'rect', ...rect, radius: cornerRadius(node.shape, rect), fill: colors.fill, stroke });
  else out.push({ op: 'path', d: shapePath(node.shape, rect), fill: colors.fill, stroke });
  const x = rect.x + (rect.width - node.labelWidth) / 2;
  const y = rect.y + (rect.height - node.label.height) / 2;
  pushText(out, ctx.fonts, node.label, x, y);
}

/** A label on a pad of the background colour, so the line under it does not strike it through. */
function pushEdgeLabel(out: OpSink, ctx: SceneContext, label: MeasuredText, pad: Box, colors: DiagramColors, dx: number, dy: number): void {
  const x = pad.x + dx;
  const y = pad.y + dy;
  out.push({ op: 'rect', x, y, width: pad.width, height: pad.height, radius: 4, fill: colors.background });
  pushText(out, ctx.fonts, label, x + LABEL_PAD, y + LABEL_PAD);
}
