import type { BlockOf, Box, ThemeJson } from '@folio/layout';
import type { Digits, DrawnAxes, DrawnChart } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import type { ChartEdit, ChartOverrides, LegendBand } from './chart-overrides.ts';
import { compactFormat, numberFormat } from './chart-number-format.ts';
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

/** The renderer's value labels turn compact from here on (chart-ticks.ts COMPACT_FROM). */
const COMPACT_FROM = 10_000;

/**
 * A chart block as a native PowerPoint chart holding its data (so it can be edited in
 * PowerPoint's data sheet), set to what the renderer drew rather than to PowerPoint's
 * defaults: the rounded card behind it as a shape, the plot where the renderer's plot is,
 * the value axis's scale (min, max, step) and number format with the block's unit ("$25M"),
 * category labels at the low end under negative bars, value labels and slice percentages
 * where the renderer shows them, and a right-to-left chart mirrored as the renderer mirrors
 * it. Bar charts run horizontally, column charts vertically, stacked when the block is.
 * Every place and choice is the one the renderer recorded as it drew the chart (`drawn`).
 * The card itself and a doughnut's total are the caller's to draw.
 */
export function addChart(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  block: BlockOf<'chart'>,
  drawn: DrawnChart,
  theme: ThemeJson,
  charts: ChartOverrides,
): void {
  const pie = block.chartType === 'pie' || block.chartType === 'doughnut';
  const { rtl, digits } = drawn;
  // The renderer mirrors a right-to-left chart whole, legend included: its first entry is on
  // the right. PowerPoint lays a legend out left to right in series order (a pie's in point
  // order) and cannot mirror it, so such a chart lists its categories and series last first
  // and runs left to right, which draws the same picture with the same legend. A stacked
  // chart keeps its series order, which is also its stacking order (the first series on the
  // axis), and is mirrored by its axes instead; its legend reads left to right.
  const reversed = rtl && (pie || !block.stacked);
  const inOrder = <T,>(list: readonly T[]): T[] => (reversed ? [...list].reverse() : [...list]);
  const colors = inOrder(drawn.colors);
  const text = pptxColor(theme.paragraph.caption.color).color;
  const background = pptxColor(theme.chart.backgroundColor);
  const data = inOrder(pie ? block.series.slice(0, 1) : block.series).map((series) => ({ name: series.name, labels: inOrder(block.labels), values: inOrder(series.values) }));
  const font = { fontFace: theme.paragraph.caption.fontFamily, fontSize: pt(theme.chart.fontSize) };
  const { content } = drawn;
  const frame = { x: content.x, y: content.y, width: Math.max(1, content.width), height: Math.max(1, content.height) };
  const band = drawn.legendSwatches ? legendBand(drawn.legendSwatches, frame) : undefined;
  const labelled = drawn.pie?.labels.some((label) => label !== null) ?? false;
  const slices = labelled ? drawn.pie!.labels.map((label) => label && { color: pptxColor(label.color).color, named: label.named }) : undefined;
  const edit: ChartEdit = { ...(band ? { legend: band } : {}), ...(slices ? { sliceLabels: inOrder(slices) } : {}) };
  const common = {
    x: inch(frame.x),
    y: inch(frame.y),
    w: inch(frame.width),
    h: inch(frame.height),
    chartColors: colors.map((color) => pptxColor(color).color),
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
    const disc = drawn.pie;
    slide.addChart(pptx.ChartType[TYPES[block.chartType]], data, {
      ...common,
      ...(disc ? { layout: within(frame, { x: disc.cx - disc.r, y: disc.cy - disc.r, width: 2 * disc.r, height: 2 * disc.r }) } : {}),
      showPercent: labelled,
      showValue: false,
      showLabel: labelled && !block.legend,
      showLeaderLines: false,
      dataLabelPosition: 'ctr',
      dataLabelColor: 'FFFFFF',
      // The renderer's hole, in percent of the radius.
      ...(disc && disc.inner > 0 ? { holeSize: Math.round((disc.inner / disc.r) * 100) } : {}),
    });
    return;
  }
  const values = block.series.flatMap((series) => series.values);
  const horizontal = block.chartType === 'bar';
  const count = block.series.length;
  const clustered = count > 1 && !block.stacked;
  const runsBackwards = (horizontal || rtl) && !reversed;
  const { axes } = drawn;
  slide.addChart(pptx.ChartType[TYPES[block.chartType]], data, {
    ...common,
    ...(axes ? { layout: within(frame, axes.rules) } : {}),
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
    ...(axes ? valueAxis(axes, block.unit, digits) : {}),
    ...(axes && axes.valueLabels * 2 >= values.length
      ? {
          showValue: true,
          dataLabelFormatCode: compactFormat(values, block.unit, { from: COMPACT_FROM, digits }) ?? numberFormat(block.unit, 'General', digits),
          ...(block.stacked ? { dataLabelPosition: 'ctr' as const } : block.chartType === 'bar' || block.chartType === 'column' ? { dataLabelPosition: 'outEnd' as const } : { dataLabelPosition: 't' as const }),
        }
      : {}),
  });
}

/** The value axis as the renderer drew it: its scale, its gridlines and its ticks' number format. */
function valueAxis(axes: DrawnAxes, unit: string | undefined, digits: Digits): Partial<PptxGenJS.IChartOpts> {
  const { ticks, tickDecimals } = axes;
  return {
    valGridLine: { color: pptxColor(axes.gridColor).color, size: pt(1), style: 'solid' },
    valAxisMinVal: ticks.min,
    valAxisMaxVal: ticks.max,
    valAxisMajorUnit: ticks.step,
    valAxisLabelFormatCode:
      (axes.compactTicks ? compactFormat(ticks.values, unit, { from: 0, digits }) : undefined) ??
      numberFormat(unit, `#,##0${tickDecimals ? `.${'0'.repeat(tickDecimals)}` : ''}`, digits),
  };
}

/** A box inside the chart's frame as DrawingML's manual layout gives it: in fractions of the frame. */
function within(frame: Box, box: Box): { x: number; y: number; w: number; h: number } {
  return { x: (box.x - frame.x) / frame.width, y: (box.y - frame.y) / frame.height, w: box.width / frame.width, h: box.height / frame.height };
}

/**
 * The rows of the renderer's legend (chart-legend.ts): the band its swatches span, a
 * swatch's half height above and below, across the whole frame, in which a viewer centres
 * the entries as the renderer does.
 */
function legendBand(swatches: readonly Box[], frame: Box): LegendBand | undefined {
  if (swatches.length === 0) return undefined;
  const swatch = swatches[0]!.height;
  const top = Math.min(...swatches.map((box) => box.y)) - swatch / 2;
  const bottom = Math.max(...swatches.map((box) => box.y)) + swatch * 1.5;
  return { x: 0, y: (top - frame.y) / frame.height, w: 1, h: (bottom - top) / frame.height };
}
