import type { BlockOf, ThemeJson } from '@folio/layout';
import { chartPalette, composite, formatValue, mix, niceTicks, parseColor, parsePath, pieSlices, toCss, valueDomain, type DrawOp, type GlyphsOp, type PathCommand, type Ticks } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import type { ChartEdit, ChartOverrides, LegendBand, SliceLabel } from './chart-overrides.ts';
import { compactFormat, numberFormat, type Digits } from './chart-number-format.ts';
import { officeFace } from './office-face.ts';
import { inch, pptxColor, pt } from './units.ts';

const TYPES: Record<BlockOf<'chart'>['chartType'], 'bar' | 'line' | 'area' | 'pie' | 'doughnut'> = {
  bar: 'bar',
  column: 'bar',
  line: 'line',
  area: 'area',
  pie: 'pie',
  doughnut: 'doughnut',
};

/** The renderer's most tick values on a value axis (scene/blocks/chart-axes.ts). */
const MAX_TICKS = 8;
/** The renderer's value labels and axis ticks turn compact from here on (chart-ticks.ts COMPACT_FROM). */
const COMPACT_FROM = 10_000;
/** The renderer's doughnut hole, in radii (chart-pie.ts DOUGHNUT_HOLE). */
const DOUGHNUT_HOLE = 0.58;

/**
 * A chart block as a native PowerPoint chart holding its data (so it can be edited in
 * PowerPoint's data sheet), set to what the renderer drew rather than to PowerPoint's
 * defaults: the rounded card behind it as a shape, the plot where the renderer's plot is,
 * the value axis's scale (min, max, step) and number format with the block's unit ("$25M"),
 * category labels at the low end under negative bars, value labels and slice percentages
 * where the renderer shows them, and a right-to-left chart mirrored as the renderer mirrors
 * it. Bar charts run horizontally, column charts vertically, stacked when the block is.
 * The card itself (chartCard) is the caller's to draw first.
 */
export function addChart(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  block: BlockOf<'chart'>,
  box: { x: number; y: number; width: number; height: number },
  ops: readonly DrawOp[],
  theme: ThemeJson,
  charts: ChartOverrides,
): void {
  const pie = block.chartType === 'pie' || block.chartType === 'doughnut';
  const words = [...block.labels, ...block.series.map((series) => series.name)].join(' ');
  const rtl = readsRightToLeft(words);
  // The renderer mirrors a right-to-left chart whole, legend included: its first entry is on
  // the right. PowerPoint lays a legend out left to right in series order (a pie's in point
  // order) and cannot mirror it, so such a chart lists its categories and series last first
  // and runs left to right, which draws the same picture with the same legend. A stacked
  // chart keeps its series order, which is also its stacking order (the first series on the
  // axis), and is mirrored by its axes instead; its legend reads left to right.
  const reversed = rtl && (pie || !block.stacked);
  const inOrder = <T,>(list: readonly T[]): T[] => (reversed ? [...list].reverse() : [...list]);
  const palette = chartPalette(theme, pie ? block.labels.length : block.series.length);
  const colors = inOrder(pie ? palette : block.series.map((series, index) => series.color ?? palette[index]!));
  const text = pptxColor(theme.paragraph.caption.color).color;
  const background = pptxColor(theme.chart.backgroundColor);
  // The renderer's gridlines: the caption colour faded into the chart's background.
  const page = { ...parseColor(theme.background.backgroundColor), a: 1 };
  const grid = pptxColor(toCss(mix(toCss(composite(theme.chart.backgroundColor, page)), theme.paragraph.caption.color, 0.14))).color;
  const data = inOrder(pie ? block.series.slice(0, 1) : block.series).map((series) => ({ name: series.name, labels: inOrder(block.labels), values: inOrder(series.values) }));
  const font = { fontFace: theme.paragraph.caption.fontFamily, fontSize: pt(theme.chart.fontSize) };
  const card = chartCard(ops);
  // The renderer insets a chart's content from its card (scene/blocks/chart.ts padding).
  const pad = Math.round(Math.min(20, Math.max(8, box.width * 0.04)));
  const frame = { x: box.x + pad, y: box.y + pad, width: Math.max(1, box.width - 2 * pad), height: Math.max(1, box.height - 2 * pad) };
  const drawn = drawnTexts(ops);
  const band = block.legend ? legendBand(ops, frame, theme.chart.fontSize) : undefined;
  const percents = pie ? drawn.filter((line) => line.some((value) => /(^|\s)(\d+|<1)%$/.test(value) || /(^|\s)[\u0660-\u0669\u06f0-\u06f9]+٪$/.test(value))).length : 0;
  const slices = percents > 0 ? sliceLabels(block, ops) : undefined;
  const edit: ChartEdit = { ...(band ? { legend: band } : {}), ...(slices ? { sliceLabels: inOrder(slices) } : {}) };
  const digits: Digits = drawn.some(([value]) => /[\u06f0-\u06f9]/.test(value!)) ? 'arabext' : drawn.some(([value]) => /[\u0660-\u0669]/.test(value!)) ? 'arab' : 'latn';
  const common = {
    x: inch(frame.x),
    y: inch(frame.y),
    w: inch(frame.width),
    h: inch(frame.height),
    chartColors: colors.map((color) => pptxColor(color).color),
    ...(card ? {} : { fill: background.color }),
    // The renderer's title: body colour, 1.3 × the chart's size, weight 600.
    ...(block.title
      ? (() => {
          const face = officeFace(theme.paragraph.caption.fontFamily, 600, false);
          return { showTitle: true, title: block.title, titleColor: pptxColor(theme.paragraph.normalText.color).color, titleFontFace: face.typeface, titleBold: face.bold, titleFontSize: pt(Math.round(theme.chart.fontSize * 1.3)) };
        })()
      : {}),
    showLegend: block.legend,
    legendPos: 'b' as const,
    ...(edit.legend || edit.sliceLabels ? { objectName: charts.name(edit) } : {}),
    legendColor: text,
    legendFontFace: font.fontFace,
    legendFontSize: font.fontSize,
    dataLabelColor: text,
    dataLabelFontFace: font.fontFace,
    dataLabelFontSize: font.fontSize,
  };
  if (pie) {
    const disc = discBounds(ops);
    slide.addChart(pptx.ChartType[TYPES[block.chartType]], data, {
      ...common,
      ...(disc ? { layout: { x: (disc.x - frame.x) / frame.width, y: (disc.y - frame.y) / frame.height, w: disc.width / frame.width, h: disc.height / frame.height } } : {}),
      showPercent: percents > 0,
      showValue: false,
      showLabel: percents > 0 && !block.legend,
      showLeaderLines: false,
      dataLabelPosition: 'ctr',
      dataLabelColor: 'FFFFFF',
      // The renderer's hole is 0.58 of the radius (chart-pie.ts).
      ...(block.chartType === 'doughnut' ? { holeSize: 58 } : {}),
    });
    return;
  }
  const ticks = drawnTicks(block, ops);
  const plot = rulesBounds(ops);
  const values = block.series.flatMap((series) => series.values);
  const labelTexts = new Set(values.map((value) => formatValue(value, block.unit, { digits })));
  // All of an axis's ticks are compact once one of them reaches COMPACT_FROM (formatTicks).
  const compactTicks = Math.max(...ticks.values.map(Math.abs)) >= COMPACT_FROM;
  const tickTexts = new Set(ticks.values.map((value) => formatValue(value, block.unit, { decimals: stepDecimals(ticks.step), compact: compactTicks, digits })));
  const valueLabels = drawn.filter((line) => line.some((value) => labelTexts.has(value) && !tickTexts.has(value))).length;
  const horizontal = block.chartType === 'bar';
  const count = block.series.length;
  const clustered = count > 1 && !block.stacked;
  const runsBackwards = (horizontal || rtl) && !reversed;
  slide.addChart(pptx.ChartType[TYPES[block.chartType]], data, {
    ...common,
    ...(plot ? { layout: { x: (plot.x - frame.x) / frame.width, y: (plot.y - frame.y) / frame.height, w: plot.width / frame.width, h: plot.height / frame.height } } : {}),
    barDir: horizontal ? 'bar' : 'col',
    barGrouping: block.stacked ? 'stacked' : 'clustered',
    // PowerPoint draws a bar chart's first category at the bottom, the renderer at the top (in
    // either direction), and a right-to-left column chart's on the right: listed last first
    // (reversed) or run from the far end. pptxgenjs writes 'maxMin' through, though its types only list 'minMax'.
    ...(runsBackwards ? { catAxisOrientation: 'maxMin' as 'minMax' } : {}),
    // The value axis where the renderer draws it: under a bar chart, right of a mirrored column
    // chart. It crosses the category axis at the first category unless told 'max' (the last):
    // a backwards bar chart's first category is at the top, a reversed column chart's last on the right.
    // pptxgenjs writes catAxisCrossesAt into the value axis, and 'max' through, though its types only list 'autoZero'.
    ...((horizontal ? runsBackwards : reversed) ? { catAxisCrossesAt: 'max' as 'autoZero' } : {}),
    // A mirrored bar chart grows its bars to the left.
    ...(horizontal && rtl ? { valAxisOrientation: 'maxMin' as 'minMax' } : {}),
    // Under the plot, not on the zero line among negative bars.
    catAxisLabelPos: 'low',
    catAxisLabelColor: text,
    valAxisLabelColor: text,
    catAxisLabelFontFace: font.fontFace,
    valAxisLabelFontFace: font.fontFace,
    catAxisLabelFontSize: font.fontSize,
    valAxisLabelFontSize: font.fontSize,
    valGridLine: { color: grid, size: pt(1), style: 'solid' },
    // The renderer's bars (chart-series.ts): a category's bars take 0.78 of its slot when
    // clustered, else 0.6; clustered bars 0.86 of their pitch. In PowerPoint's terms, the gap
    // between categories and the overlap within one, in percent of a bar.
    barGapWidthPct: Math.round(clustered ? ((1 - 0.78) / (0.78 / count / 1)) * 100 * (1 / 0.86) : ((1 - 0.6) / 0.6) * 100),
    ...(clustered ? { barOverlapPct: -Math.round((0.14 / 0.86) * 100) } : {}),
    // Its lines 2.5 px with 3.5 px dots, areas at 60 % (stacked) or 30 %.
    lineSize: pt(2.5),
    // A whole number of points, as the schema wants (ST_MarkerSize).
    lineDataSymbolSize: Math.round(pt(7)),
    lineDataSymbolLineSize: pt(1.5),
    lineDataSymbolLineColor: background.color,
    ...(block.chartType === 'area' ? { chartColorsOpacity: block.stacked ? 60 : 30 } : {}),
    catAxisLineShow: false,
    valAxisLineShow: false,
    valAxisMinVal: ticks.min,
    valAxisMaxVal: ticks.max,
    valAxisMajorUnit: ticks.step,
    valAxisLabelFormatCode:
      (compactTicks ? compactFormat(ticks.values, block.unit, { from: 0, digits }) : undefined) ??
      numberFormat(block.unit, `#,##0${stepDecimals(ticks.step) ? `.${'0'.repeat(stepDecimals(ticks.step))}` : ''}`, digits),
    ...(valueLabels * 2 >= values.length
      ? {
          showValue: true,
          dataLabelFormatCode: compactFormat(values, block.unit, { from: COMPACT_FROM, digits }) ?? numberFormat(block.unit, 'General', digits),
          ...(block.stacked ? { dataLabelPosition: 'ctr' as const } : block.chartType === 'bar' || block.chartType === 'column' ? { dataLabelPosition: 'outEnd' as const } : { dataLabelPosition: 't' as const }),
        }
      : {}),
  });
}

/**
 * The total the renderer writes in a doughnut's hole (chart-pie.ts pushTotal): the text runs
 * within the hole, for the caller to set over the chart in the renderer's font, size and
 * colour. PowerPoint's doughnut has no such label.
 */
export function doughnutTotal(block: BlockOf<'chart'>, ops: readonly DrawOp[]): GlyphsOp[] {
  const disc = block.chartType === 'doughnut' ? discBounds(ops) : undefined;
  if (!disc) return [];
  const cx = disc.x + disc.width / 2;
  const cy = disc.y + disc.height / 2;
  const hole = (disc.width / 2) * DOUGHNUT_HOLE;
  return ops.filter((op): op is GlyphsOp => op.op === 'glyphs' && Math.hypot(op.x + op.width / 2 - cx, op.y - cy) < hole);
}

/** The rounded card the renderer draws a chart on, for the caller to place under the chart. */
export function chartCard(ops: readonly DrawOp[]): DrawOp | undefined {
  return ops.find((op) => op.op === 'rect' && op.radius !== undefined && op.fill !== undefined);
}

/**
 * The texts the renderer drew, one entry a line: its runs joined in their order and in the
 * reverse order, as a number in a right-to-left chart is split where its direction changes
 * ("١٢" and "K" for "١٢K") and the runs are in visual order.
 */
function drawnTexts(ops: readonly DrawOp[]): string[][] {
  const lines: GlyphsOp[][] = [];
  for (const op of ops) {
    if (op.op !== 'glyphs') continue;
    const line = lines.at(-1);
    const last = line?.at(-1);
    if (line && last && Math.abs(last.y - op.y) < 0.5 && Math.abs(last.x + last.width - op.x) < op.fontSize) line.push(op);
    else lines.push([op]);
  }
  return lines.map((line) => [...new Set([line.map((run) => run.text).join('').trim(), [...line].reverse().map((run) => run.text).join('').trim()])]);
}

/**
 * The ticks the renderer drew: its tick values for the block's values at the tick count whose
 * rules (one a tick: gridlines and the baseline) the scene holds.
 */
function drawnTicks(block: BlockOf<'chart'>, ops: readonly DrawOp[]): Ticks {
  const [min, max] = valueDomain(block);
  const count = rules(ops).length;
  for (let most = 2; most <= MAX_TICKS; most++) {
    const ticks = niceTicks(min, max, most);
    if (ticks.values.length === count) return ticks;
  }
  return niceTicks(min, max, 6);
}

/** The scene's axis-parallel one-segment strokes: a cartesian chart's gridlines and baseline. */
function rules(ops: readonly DrawOp[]): { x: number; y: number; width: number; height: number }[] {
  return ops.flatMap((op) => {
    if (op.op !== 'path' || !op.stroke || op.fill) return [];
    const commands = parsePath(op.d);
    if (commands.length !== 2 || commands[0]!.c !== 'M' || commands[1]!.c !== 'L') return [];
    const [a, b] = commands as unknown as [{ x: number; y: number }, { x: number; y: number }];
    if (a.x !== b.x && a.y !== b.y) return [];
    return [{ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) }];
  });
}

/**
 * The renderer's pie or doughnut: the box its slices' outlines span. The arcs are cubic
 * curves whose end points fall wherever the slices begin and end, so the curves are followed,
 * not just their ends: a disc's leftmost point is rarely where a slice begins.
 */
function discBounds(ops: readonly DrawOp[]): { x: number; y: number; width: number; height: number } | undefined {
  const points = ops.flatMap((op) => (op.op === 'path' && op.fill && op.fillRule === 'evenodd' ? outlinePoints(parsePath(op.d)) : []));
  if (points.length < 3) return undefined;
  const x = Math.min(...points.map((point) => point.x));
  const y = Math.min(...points.map((point) => point.y));
  const size = Math.max(Math.max(...points.map((point) => point.x)) - x, Math.max(...points.map((point) => point.y)) - y);
  return { x, y, width: size, height: size };
}

/** Points along a path's outline: its corners, and each cubic curve at sixteenths of its length. */
function outlinePoints(commands: readonly PathCommand[]): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  let from = { x: 0, y: 0 };
  for (const command of commands) {
    if (command.c === 'Z') continue;
    if (command.c === 'C') {
      for (let step = 1; step < CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        const along = (a: number, b: number, c: number, d: number) => u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
        out.push({ x: along(from.x, command.x1, command.x2, command.x), y: along(from.y, command.y1, command.y2, command.y) });
      }
    }
    from = { x: command.x, y: command.y };
    out.push(from);
  }
  return out;
}

const CURVE_STEPS = 16;

/**
 * The rows of the renderer's legend (chart-legend.ts): the band its swatches span, a
 * swatch's half height above and below, across the whole frame, in which a viewer centres
 * the entries as the renderer does. Swatches are the squares of the legend's size.
 */
function legendBand(ops: readonly DrawOp[], frame: { x: number; y: number; width: number; height: number }, fontSize: number): LegendBand | undefined {
  const swatch = Math.max(6, Math.round(fontSize * 0.75));
  const swatches = ops.filter((op) => op.op === 'rect' && op.width === swatch && op.height === swatch && op.fill !== undefined) as { y: number }[];
  if (swatches.length === 0) return undefined;
  const top = Math.min(...swatches.map((op) => op.y)) - swatch / 2;
  const bottom = Math.max(...swatches.map((op) => op.y)) + swatch * 1.5;
  return { x: 0, y: (top - frame.y) / frame.height, w: 1, h: (bottom - top) / frame.height };
}

/**
 * Each slice's label as the renderer wrote it (chart-pie.ts pushSliceLabel: readable on its
 * slice, centred at 0.62 of the radius or mid-ring, "Name 38%" where that fits and there is no
 * legend), null where the slice was too small to hold one; by the block's label order.
 */
function sliceLabels(block: BlockOf<'chart'>, ops: readonly DrawOp[]): (SliceLabel | null)[] | undefined {
  const disc = discBounds(ops);
  if (!disc) return undefined;
  const r = disc.width / 2;
  const [cx, cy] = [disc.x + r, disc.y + r];
  const inner = block.chartType === 'doughnut' ? r * DOUGHNUT_HOLE : 0;
  const glyphs = ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
  const labels: (SliceLabel | null)[] = block.labels.map(() => null);
  for (const slice of pieSlices(block)) {
    const radius = inner > 0 ? (r + inner) / 2 : slice.sweep >= 2 * Math.PI - 1e-6 ? 0 : r * 0.62;
    const middle = slice.start + slice.sweep / 2;
    const [x, y] = [cx + radius * Math.cos(middle), cy + radius * Math.sin(middle)];
    const label = glyphs.find((op) => Math.abs(op.y - y) < op.fontSize && op.x - 1 <= x && op.x + op.width + 1 >= x);
    const name = block.labels[slice.index]!.trim();
    labels[slice.index] = label ? { color: pptxColor(label.color).color, named: name !== '' && lineOf(label, glyphs).includes(name) } : null;
  }
  return labels;
}

/** The text of the line a run belongs to: the runs on its baseline that touch it or each other. */
function lineOf(run: GlyphsOp, glyphs: readonly GlyphsOp[]): string {
  const line = glyphs.filter((op) => Math.abs(op.y - run.y) < 0.5).sort((a, b) => a.x - b.x);
  let start = line.indexOf(run);
  let end = start;
  const touching = (a: GlyphsOp, b: GlyphsOp) => b.x - (a.x + a.width) < a.fontSize;
  while (start > 0 && touching(line[start - 1]!, line[start]!)) start--;
  while (end < line.length - 1 && touching(line[end]!, line[end + 1]!)) end++;
  return line.slice(start, end + 1).map((op) => op.text).join(' ');
}

/** The renderer's plot: the box its rules span. */
function rulesBounds(ops: readonly DrawOp[]): { x: number; y: number; width: number; height: number } | undefined {
  const all = rules(ops);
  if (all.length < 2) return undefined;
  const x = Math.min(...all.map((rule) => rule.x));
  const y = Math.min(...all.map((rule) => rule.y));
  return { x, y, width: Math.max(...all.map((rule) => rule.x + rule.width)) - x, height: Math.max(...all.map((rule) => rule.y + rule.height)) - y };
}

/** Decimals that tell apart the ticks of a step (0.25 → 2, 20 → 0), as the renderer's axis writes them. */
function stepDecimals(step: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-6) return decimals;
  }
  return 10;
}

/** Whether text's first strong letter is Hebrew or Arabic script, as the renderer decides a chart's direction. */
function readsRightToLeft(text: string): boolean {
  const strong = /[\p{L}]/u.exec(text)?.[0];
  return strong !== undefined && /[\p{sc=Hebr}\p{sc=Arab}\p{sc=Syrc}\p{sc=Thaa}\p{sc=Nkoo}]/u.test(strong);
}
