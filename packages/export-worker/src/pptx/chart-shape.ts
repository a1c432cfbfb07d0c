import type { BlockOf, ThemeJson } from '@folio/layout';
import { chartPalette, composite, mix, parseColor, toCss } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { inch, pptxColor, pt } from './units.ts';

const TYPES: Record<BlockOf<'chart'>['chartType'], 'bar' | 'line' | 'area' | 'pie' | 'doughnut'> = {
  bar: 'bar',
  column: 'bar',
  line: 'line',
  area: 'area',
  pie: 'pie',
  doughnut: 'doughnut',
};

/**
 * A chart block as a native PowerPoint chart holding its data (so it can be edited in
 * PowerPoint's data sheet), in the theme's palette and chart colours: bar charts run
 * horizontally, column charts vertically, stacked when the block is.
 */
export function addChart(pptx: PptxGenJS, slide: PptxGenJS.Slide, block: BlockOf<'chart'>, box: { x: number; y: number; width: number; height: number }, theme: ThemeJson): void {
  const pie = block.chartType === 'pie' || block.chartType === 'doughnut';
  const palette = chartPalette(theme, pie ? block.labels.length : block.series.length);
  const colors = pie ? palette : block.series.map((series, index) => series.color ?? palette[index]!);
  const text = pptxColor(theme.paragraph.caption.color).color;
  const background = pptxColor(theme.chart.backgroundColor);
  // The renderer's gridlines: the caption colour faded into the chart's background.
  const page = { ...parseColor(theme.background.backgroundColor), a: 1 };
  const grid = pptxColor(toCss(mix(toCss(composite(theme.chart.backgroundColor, page)), theme.paragraph.caption.color, 0.14))).color;
  const data = (pie ? block.series.slice(0, 1) : block.series).map((series) => ({ name: series.name, labels: block.labels, values: series.values }));
  const font = { fontFace: theme.paragraph.caption.fontFamily, fontSize: pt(theme.chart.fontSize) };
  slide.addChart(pptx.ChartType[TYPES[block.chartType]], data, {
    x: inch(box.x),
    y: inch(box.y),
    w: inch(box.width),
    h: inch(box.height),
    chartColors: colors.map((color) => pptxColor(color).color),
    fill: background.color,
    ...(block.title ? { showTitle: true, title: block.title, titleColor: text, titleFontFace: font.fontFace, titleFontSize: pt(theme.chart.fontSize * 1.2) } : {}),
    showLegend: block.legend,
    legendPos: 'b',
    legendColor: text,
    legendFontFace: font.fontFace,
    legendFontSize: font.fontSize,
    ...(pie
      ? { showPercent: false, showValue: false, ...(block.chartType === 'doughnut' ? { holeSize: 55 } : {}) }
      : {
          barDir: block.chartType === 'bar' ? 'bar' : 'col',
          // PowerPoint draws a bar chart's first category at the bottom; the renderer at the top.
          // pptxgenjs writes 'maxMin' through, though its types only list 'minMax'.
          ...(block.chartType === 'bar' ? { catAxisOrientation: 'maxMin' as 'minMax' } : {}),
          barGrouping: block.stacked ? 'stacked' : 'clustered',
          catAxisLabelColor: text,
          valAxisLabelColor: text,
          catAxisLabelFontFace: font.fontFace,
          valAxisLabelFontFace: font.fontFace,
          catAxisLabelFontSize: font.fontSize,
          valAxisLabelFontSize: font.fontSize,
          valGridLine: { color: grid, size: pt(1), style: 'solid' },
          catAxisLineShow: false,
          ...(block.unit ? { valAxisLabelFormatCode: unitFormat(block.unit) } : {}),
        }),
  });
}

/** '%' → `0"%"`, '$' → `"$"0`: short units read as suffixes unless they are currency signs. */
function unitFormat(unit: string): string {
  const quoted = `"${unit.replace(/"/g, '')}"`;
  return /^\p{Sc}$/u.test(unit) ? `${quoted}#,##0.##` : `#,##0.##${quoted}`;
}
