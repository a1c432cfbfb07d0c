import type { BlockOf } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { ParagraphInput } from '../../text/index.ts';
import type { MeasuredText } from '../types.ts';
import { measureParagraphs, plainParagraph } from '../text-ops.ts';
import { chartPalette, composite, mix, parseColor, toCss } from '../../themes/index.ts';
import { resolveBidi } from '../../text/bidi.ts';
import type { Digits } from './chart-ticks.ts';

export type ChartBlock = BlockOf<'chart'>;

/** Everything a chart part paints with, resolved once from the theme per draw. */
export interface ChartStyle {
  ctx: SceneContext;
  /** The chart's own background, composited over the page so contrast checks see what the eye sees. */
  background: string;
  text: string;
  grid: string;
  axis: string;
  fontSize: number;
  /** Height of one line of label text. */
  lineHeight: number;
  /** Series colours (cartesian charts) or slice colours (pie, doughnut). */
  colors: string[];
  /** Natural label widths by text and options: fitting labels asks for the same ones many times. */
  widths: Map<string, number>;
  /** The chart's words read right to left: it is drawn mirrored, first category and legend entry on the right. */
  rtl: boolean;
  digits: Digits;
}

/** Label lines at 1.25× the size: tight enough for axes, loose enough for accents. */
const LINE_HEIGHT = 1.25;

export function chartStyle(block: ChartBlock, ctx: SceneContext): ChartStyle {
  const { theme } = ctx;
  const page = { ...parseColor(theme.background.backgroundColor), a: 1 };
  const background = toCss(composite(theme.chart.backgroundColor, page));
  const text = theme.paragraph.caption.color;
  const fontSize = theme.chart.fontSize;
  const pie = block.chartType === 'pie' || block.chartType === 'doughnut';
  const count = pie ? block.labels.length : block.series.length;
  const palette = chartPalette(theme, count);
  const colors = pie ? palette : block.series.map((series, index) => series.color ?? palette[index]!);
  return {
    ctx,
    background,
    text,
    grid: toCss(mix(background, text, 0.14)),
    axis: toCss(mix(background, text, 0.45)),
    fontSize,
    lineHeight: Math.ceil(fontSize * LINE_HEIGHT),
    colors,
    widths: new Map(),
    rtl: resolveBidi([...block.labels, ...block.series.map((series) => series.name)].join(' '), 'auto').rtl,
    digits: chartDigits([block.title ?? '', ...block.labels, ...block.series.map((series) => series.name)].join(' ')),
  };
}

/**
 * Numbers in the digits the chart's words use: Persian and Urdu write ۰–۹ (their own
 * letters give them away: پ چ ژ گ ک ی ے), text already holding Arabic-Indic digits gets
 * those, and everything else, Arabic included, Western digits.
 */
function chartDigits(text: string): Digits {
  if (/[\u06f0-\u06f9\u067e\u0686\u0698\u06af\u06a9\u06cc\u06d2]/.test(text)) return 'arabext';
  return /[\u0660-\u0669]/.test(text) ? 'arab' : 'latn';
}

export interface LabelOptions {
  align?: ParagraphInput['align'];
  color?: string;
  fontSize?: number;
  fontWeight?: number;
}

/**
 * Chart text is caption-role text at the theme's chart size. The role's letter-spacing
 * and case are dropped: an uppercase, tracked axis would crowd out the numbers it labels.
 */
function chartParagraph(style: ChartStyle, text: string, options: LabelOptions = {}): ParagraphInput {
  const override = {
    fontSize: options.fontSize ?? style.fontSize,
    color: options.color ?? style.text,
    letterSpacing: 0,
    textTransform: 'none' as const,
    ...(options.fontWeight !== undefined ? { fontWeight: options.fontWeight } : {}),
  };
  return plainParagraph(style.ctx.theme, text, 'caption', { align: options.align ?? 'center', override, lineHeight: LINE_HEIGHT });
}

/** Wide enough that no label wraps while its natural width is being measured. */
const UNBOUNDED = 100_000;

export function naturalWidth(style: ChartStyle, text: string, options: LabelOptions = {}): number {
  const key = `${options.fontSize ?? ''}|${options.fontWeight ?? ''}|${text}`;
  let width = style.widths.get(key);
  if (width === undefined) {
    width = measureParagraphs(style.ctx.fonts, [chartParagraph(style, text, options)], UNBOUNDED).width;
    style.widths.set(key, width);
  }
  return width;
}

/**
 * One line of label text no wider than `maxWidth`, cut at a grapheme with an ellipsis
 * when it is too long; undefined when not even one character and the ellipsis fit.
 * The layout is `maxWidth` wide with the text aligned inside it as `options.align` says.
 */
export function singleLine(style: ChartStyle, text: string, maxWidth: number, options: LabelOptions = {}): MeasuredText | undefined {
  const width = Math.max(1, Math.floor(maxWidth));
  const fits = (candidate: string): boolean => naturalWidth(style, candidate, options) <= width;
  let shown = text;
  if (!fits(text)) {
    const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
    const cut = (count: number): string => `${graphemes.slice(0, count).join('').trimEnd()}…`;
    let low = 0;
    let high = graphemes.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(cut(middle))) low = middle;
      else high = middle - 1;
    }
    if (low === 0) return undefined;
    shown = cut(low);
  }
  const layout = measureParagraphs(style.ctx.fonts, [chartParagraph(style, shown, options)], width);
  return layout.lines.length === 1 ? layout : undefined;
}

/** Text wrapped to `width`, for titles and two-line category labels. */
export function wrapped(style: ChartStyle, text: string, width: number, options: LabelOptions = {}): MeasuredText {
  return measureParagraphs(style.ctx.fonts, [chartParagraph(style, text, options)], Math.max(1, Math.floor(width)));
}

/** A translucent version of a series colour, for area fills. */
export function withAlpha(color: string, alpha: number): string {
  const rgba = parseColor(color);
  return toCss({ ...rgba, a: rgba.a * alpha });
}

/** Crisp 1 px lines land on half pixels. */
export function half(value: number): number {
  return Math.round(value - 0.5) + 0.5;
}
