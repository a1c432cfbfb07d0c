import { z } from 'zod';
import { SlideSpec, SLIDE_LAYOUTS, type SlideLayoutName } from '../slides/slide-spec.ts';
import { fitModelSlide } from './fit-model-slide.ts';

/**
 * A slide as models really write it, read into SlideSpec: layouts and chart types under
 * other names ("bullet-list", "Title Slide", "bars"), snake_case synonyms of fields
 * ("bullet_points", "speaker_notes"), numbers as strings ("78%"), and fields no layout has
 * ("slide_number", "image_prompt"), which are dropped. What the words mean is never
 * guessed: only names with one obvious reading are mapped. Its text is then fitted to the
 * slide's boxes by whole sentences (fit-model-slide.ts).
 */
export const LooseSlideSpec = z.preprocess(coerceSlide, SlideSpec).transform(fitModelSlide);

const LAYOUT_ALIASES: Record<string, SlideLayoutName> = {
  cover: 'title',
  intro: 'title',
  introduction: 'title',
  'title-slide': 'title',
  'toc': 'agenda',
  'table-of-contents': 'agenda',
  overview: 'agenda',
  'section-header': 'section',
  'section-title': 'section',
  divider: 'section',
  bullet: 'bullets',
  'bullet-list': 'bullets',
  'bullet-points': 'bullets',
  'bulleted-list': 'bullets',
  list: 'bullets',
  text: 'bullets',
  content: 'bullets',
  'two-columns': 'two-column',
  columns: 'two-column',
  comparison: 'two-column',
  stat: 'stats',
  statistics: 'stats',
  numbers: 'stats',
  metrics: 'stats',
  graph: 'chart',
  quotation: 'quote',
  conclusion: 'closing',
  outro: 'closing',
  end: 'closing',
  'thank-you': 'closing',
  'thanks': 'closing',
};

const CHART_ALIASES: Record<string, string> = {
  bars: 'bar',
  'bar-chart': 'bar',
  'horizontal-bar': 'bar',
  columns: 'column',
  'column-chart': 'column',
  'vertical-bar': 'column',
  lines: 'line',
  'line-chart': 'line',
  'area-chart': 'area',
  'pie-chart': 'pie',
  donut: 'doughnut',
  'donut-chart': 'doughnut',
  'doughnut-chart': 'doughnut',
};

/** Other names models give a field, per field of SlideSpec. */
const FIELD_ALIASES: Record<string, string[]> = {
  title: ['heading', 'headline', 'slide_title', 'slideTitle'],
  subtitle: ['sub_title', 'subheading', 'tagline'],
  bullets: ['bullet_points', 'bulletPoints', 'points', 'key_points', 'keyPoints', 'content', 'body'],
  notes: ['speaker_notes', 'speakerNotes', 'presenter_notes', 'script'],
  items: ['agenda', 'agenda_items', 'topics'],
  sentence: ['quote', 'text'],
  stats: ['statistics', 'numbers', 'metrics'],
};

const SHAPES = new Map(SlideSpec.options.map((option) => [option.shape.layout.value as SlideLayoutName, Object.keys(option.shape)]));

function coerceSlide(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const layout = layoutOf(raw);
  if (!layout) return raw;
  const allowed = SHAPES.get(layout)!;
  const out: Record<string, unknown> = { layout };
  for (const key of allowed) {
    if (key === 'layout') continue;
    const value = [key, ...(FIELD_ALIASES[key] ?? [])].map((name) => raw[name]).find((each) => each !== undefined && each !== null);
    if (value !== undefined) out[key] = value;
  }
  if (typeof out.notes !== 'string' && out.notes !== undefined) out.notes = lines(out.notes).join(' ');
  for (const key of ['bullets', 'items'] as const) if (out[key] !== undefined) out[key] = lines(out[key]);
  if (layout === 'two-column') for (const side of ['left', 'right'] as const) out[side] = coerceColumn(out[side]);
  if (layout === 'stats' && Array.isArray(out.stats)) out.stats = out.stats.map(coerceStat);
  if (layout === 'chart' && isRecord(out.chart)) out.chart = coerceChart(out.chart);
  dropPlaceholders(out);
  if (layout === 'table' && Array.isArray(out.rows)) out.rows = out.rows.map((row) => (Array.isArray(row) ? row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))) : row));
  return out;
}

/**
 * Template text a model copies from the slides it learned on ("Presented by [Your Name]",
 * "[Insert image here]", "Add your own example here"): a line a person would have to find
 * and delete. Such lines and optional parts are left out; bracketed figures like "[1]" stay.
 */
const PLACEHOLDER = /\[\s*(?:your|insert|add|enter|name|x|image|photo|picture|chart|graph|logo|date|company|citation|source|e-?mail|link|placeholder)\b[^\]]*\]|\{\{[^}]*\}\}|\b(?:add|insert|put|place) (?:your|an?|the|some) (?:own )?[\w ]{0,30}\bhere\b|lorem ipsum/i;

function dropPlaceholders(slide: Record<string, unknown>): void {
  const fine = (text: unknown) => typeof text !== 'string' || !PLACEHOLDER.test(text);
  for (const key of ['subtitle', 'kicker', 'lead', 'caption']) if (!fine(slide[key])) delete slide[key];
  for (const key of ['bullets', 'items']) if (Array.isArray(slide[key])) slide[key] = (slide[key] as unknown[]).filter(fine);
  for (const side of ['left', 'right']) {
    const column = slide[side];
    if (isRecord(column) && Array.isArray(column.bullets)) column.bullets = column.bullets.filter(fine);
  }
  if (Array.isArray(slide.stats)) slide.stats = slide.stats.filter((stat) => !isRecord(stat) || (fine(stat.value) && fine(stat.label)));
}

/** The layout named, under its name or a synonym; else the one whose fields the slide has. */
function layoutOf(raw: Record<string, unknown>): SlideLayoutName | undefined {
  const named = typeof raw.layout === 'string' ? raw.layout : typeof raw.type === 'string' ? raw.type : undefined;
  if (named !== undefined) {
    const key = named.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/-(?:slide|layout)$/, '');
    if ((SLIDE_LAYOUTS as string[]).includes(key)) return key as SlideLayoutName;
    if (LAYOUT_ALIASES[key]) return LAYOUT_ALIASES[key];
  }
  if (raw.chart) return 'chart';
  if (raw.stats) return 'stats';
  if (raw.rows) return 'table';
  if (raw.left && raw.right) return 'two-column';
  if (raw.sentence || raw.quote) return 'quote';
  if (raw.bullets || raw.bullet_points || raw.points) return 'bullets';
  return undefined;
}

/** A list of lines from what models write for one: an array of strings or of `{text}`, or one string with a line each. */
function lines(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [value];
  return items
    .map((item) => (isRecord(item) ? (item.text ?? item.title ?? item.point ?? '') : item))
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : ''))
    .map((item) => item.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').replace(/\*\*|__/g, '').trim())
    .filter(Boolean);
}

function coerceColumn(value: unknown): unknown {
  if (Array.isArray(value)) return { heading: '', bullets: lines(value) };
  if (!isRecord(value)) return value;
  return { heading: value.heading ?? value.title ?? '', bullets: lines(value.bullets ?? value.points ?? value.items ?? []) };
}

/**
 * A stat value too long for its box ("505,000 km³") is written as slides write large
 * figures ("505k km³"); when even that is too long, the figure stays the value and its
 * words open the label ("km³ of rain and snow"): the value box holds a figure, not a phrase.
 */
function coerceStat(value: unknown): unknown {
  if (!isRecord(value)) return value;
  let figure = String(value.value ?? value.number ?? '').trim();
  let label = String(value.label ?? value.description ?? value.text ?? '').trim();
  if (figure.length > STAT_VALUE_CHARS) {
    const compact = figure.replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?/, (digits) => compactNumber(Number(digits.replace(/,/g, ''))));
    const split = /^([-+−]?[$€£¥]?\s?[\d.,]+\s?(?:%|k|M|bn)?)\s+(.+)$/.exec(compact);
    if (compact.length <= STAT_VALUE_CHARS) figure = compact;
    else if (split) {
      figure = split[1]!;
      label = `${split[2]} ${label}`.trim();
    }
  }
  return { value: figure, label, ...(typeof value.detail === 'string' ? { detail: value.detail } : {}) };
}

/** 505000 as "505k", 1250000 as "1.25M": three significant digits at most. */
function compactNumber(value: number): string {
  const [scale, suffix] = value >= 1e9 ? [1e9, 'bn'] : value >= 1e6 ? [1e6, 'M'] : [1e3, 'k'];
  return `${Number((value / scale).toPrecision(3))}${suffix}`;
}

/** What build-page.ts shows of a stat's value without cutting it. */
const STAT_VALUE_CHARS = 10;

function coerceChart(chart: Record<string, unknown>): unknown {
  const named = String(chart.chartType ?? chart.type ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  const series = Array.isArray(chart.series) ? chart.series : [];
  const units = new Set<string>();
  const out = {
    chartType: CHART_ALIASES[named] ?? named,
    ...(typeof chart.title === 'string' ? { title: chart.title } : {}),
    labels: Array.isArray(chart.labels) ? chart.labels.map(String) : chart.labels,
    series: series.map((each) => {
      if (!isRecord(each)) return each;
      const values = each.values ?? each.data;
      return { name: String(each.name ?? each.label ?? ''), values: Array.isArray(values) ? values.map((value) => numberOf(value, units)) : values };
    }),
    ...(typeof chart.unit === 'string' ? { unit: chart.unit } : {}),
  };
  // "78%" for every value: the chart's unit is %.
  return units.size === 1 && !('unit' in out) ? { ...out, unit: [...units][0] } : out;
}

/** A number written as text ("78%", "1,200", "$3.5"), noting the unit it carried. */
function numberOf(value: unknown, units: Set<string>): unknown {
  if (typeof value !== 'string') return value;
  const match = /^\s*([$€£¥]?)\s*(-?[\d,]*\.?\d+)\s*(%?)\s*$/.exec(value);
  if (!match) return value;
  const unit = match[3] || match[1];
  if (unit) units.add(unit);
  return Number(match[2]!.replace(/,/g, ''));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
