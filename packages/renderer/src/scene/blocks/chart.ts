import type { Box } from '@folio/layout';
import { OpSink, type BlockRenderer } from './block-renderer.ts';
import { mirrorBox, mirrorOps } from '../mirror-ops.ts';
import type { DrawnChart, DrawnLabel, GlyphsOp } from '../types.ts';
import { pushText } from '../text-ops.ts';
import { layoutCartesian, pushAxes } from './chart-axes.ts';
import { layoutLegend, pushLegend, type Legend, type LegendEntry } from './chart-legend.ts';
import { pushPie } from './chart-pie.ts';
import { pushSeries, valueDomain } from './chart-series.ts';
import { tickFormat } from './chart-ticks.ts';
import { chartStyle, wrapped, type ChartBlock, type ChartStyle } from './chart-style.ts';
import { textNeeds } from './block-needs.ts';

/**
 * Bar, column, line, area, pie and doughnut charts, drawn from the theme's chart colours
 * and size as vector ops (no chart library: the same paths go to canvas and PDF).
 * The plot keeps a readable aspect and the title and legend add to it, so a chart grows
 * rather than shrinking its plot when a long title or a many-series legend wraps.
 */
export const chartRenderer: BlockRenderer<'chart'> = {
  needs: textNeeds,
  measure(block, width, ctx) {
    const style = chartStyle(block, ctx);
    const inner = width - 2 * padding(width);
    const parts = chrome(style, block, inner, Infinity);
    return Math.ceil(2 * padding(width) + parts.top + parts.bottom + plotHeight(width));
  },
  draw(block, box, ctx, out) {
    const style = chartStyle(block, ctx);
    const card = { ...box, radius: Math.min(ctx.theme.block.borderRadius, box.width / 2, box.height / 2), fill: ctx.theme.chart.backgroundColor };
    out.push({ op: 'rect', ...card });
    const pad = padding(box.width);
    const content = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad };
    const drawn: DrawnChart = { kind: 'chart', card, content, colors: style.colors, rtl: style.rtl, digits: style.digits };
    if (content.width < 1 || content.height < 1) return out.record(drawn);
    // A box shorter than measured gives up title and legend before the plot shrinks below half.
    const parts = chrome(style, block, content.width, content.height - Math.min(plotHeight(box.width), content.height * 0.55));
    if (parts.title) pushText(out, ctx.fonts, parts.title, content.x, content.y);
    // A right-to-left chart is drawn left to right and then reflected, words kept readable.
    const body = style.rtl ? Object.assign(new OpSink(), { node: out.node }) : out;
    const swatches = parts.legend ? pushLegend(body, style, parts.legend, content.x, content.y + content.height - parts.legend.height) : undefined;
    const area = { x: content.x, y: content.y + parts.top, width: content.width, height: content.height - parts.top - parts.bottom };
    const plot = area.height >= style.lineHeight ? pushPlot(body, style, block, area) : {};
    if (body === out) return out.record({ ...drawn, ...(swatches ? { legendSwatches: swatches } : {}), ...plot });
    const axis = content.x + content.width / 2;
    const mirrored = mirrorOps(body.ops, axis);
    for (const op of mirrored) out.push(op);
    const reflected = new Map(body.ops.map((op, index) => [op, mirrored[index]!]));
    // Each text once, reflected with its runs: the page's labels and the doughnut's total are the same records.
    const labels = new Map(body.labels.map((label): [DrawnLabel, DrawnLabel] => [label, { ...mirrorBox(label, axis), runs: label.runs.map((run) => reflected.get(run) as GlyphsOp) }]));
    for (const label of labels.values()) out.label(label);
    out.record({
      ...drawn,
      ...(swatches ? { legendSwatches: swatches.map((swatch) => mirrorBox(swatch, axis)) } : {}),
      ...mirrorPlot(plot, axis, (label) => labels.get(label)!),
    });
  },
};

type DrawnPlot = Pick<DrawnChart, 'axes' | 'pie'>;

function pushPlot(out: OpSink, style: ChartStyle, block: ChartBlock, area: Box): DrawnPlot {
  if (block.chartType === 'pie' || block.chartType === 'doughnut') return { pie: pushPie(out, style, block, area) };
  const frame = layoutCartesian(style, block, area, valueDomain(block));
  const rules = pushAxes(out, style, frame);
  const valueLabels = pushSeries(out, style, block, frame, area);
  const format = tickFormat(frame.ticks);
  return { axes: { rules, gridColor: style.grid, ticks: frame.ticks, tickDecimals: format.decimals, compactTicks: format.compact, valueLabels } };
}

/** What pushPlot drew, reflected about x = `axis` as mirrorOps reflects its ops; `mirrorLabel` gives a text's reflection. */
function mirrorPlot(plot: DrawnPlot, axis: number, mirrorLabel: (label: DrawnLabel) => DrawnLabel): DrawnPlot {
  if (plot.axes) return { axes: { ...plot.axes, rules: mirrorBox(plot.axes.rules, axis) } };
  if (plot.pie) {
    const { total, ...pie } = plot.pie;
    return { pie: { ...pie, cx: 2 * axis - pie.cx, ...(total ? { total: mirrorLabel(total) } : {}) } };
  }
  return {};
}

const GAP = 12;

/** Inset from the chart's edge: generous on a wide chart, tight on a narrow one. */
function padding(width: number): number {
  return Math.round(Math.min(20, Math.max(8, width * 0.04)));
}

/** The plot's own height at a width, before title and legend: a 2:1 aspect within sane bounds. */
function plotHeight(width: number): number {
  return Math.round(Math.min(340, Math.max(140, width * 0.5)));
}

interface Chrome {
  title?: ReturnType<typeof wrapped>;
  legend?: Legend;
  /** Room taken above and below the plot, gaps included. */
  top: number;
  bottom: number;
}

/** Title above and legend below, each dropped when it would take more than `budget`. */
function chrome(style: ChartStyle, block: ChartBlock, width: number, budget: number): Chrome {
  const parts: Chrome = { top: 0, bottom: 0 };
  let left = budget;
  if (block.title) {
    const title = wrapped(style, block.title, width, { fontSize: Math.round(style.fontSize * 1.3), fontWeight: 600, color: style.ctx.theme.paragraph.normalText.color });
    if (title.height + GAP <= left) {
      parts.title = title;
      parts.top = Math.ceil(title.height) + GAP;
      left -= parts.top;
    }
  }
  if (block.legend) {
    const legend = layoutLegend(style, legendEntries(style, block), width, left - GAP);
    if (legend.entries.length > 0) {
      parts.legend = legend;
      parts.bottom = legend.height + GAP;
    }
  }
  return parts;
}

function legendEntries(style: ChartStyle, block: ChartBlock): LegendEntry[] {
  if (block.chartType === 'pie' || block.chartType === 'doughnut') {
    return block.labels.map((label, index) => ({ label, color: style.colors[index]! }));
  }
  return block.series.map((series, index) => ({ label: series.name, color: style.colors[index]! }));
}
