import { z } from 'zod';
import { ChartType } from '@folio/layout';

/**
 * A slide as meaning, not boxes: what the composer computes and what a model is asked to
 * write. build-page.ts turns it into a layout tree, so every slide from either source is a
 * valid tree in one of the designed layouts, and text is cut to what its box holds there.
 * Limits here are generous on purpose: a model that writes a little too much is trimmed,
 * not sent back to try again.
 */
const Line = z.string().trim().min(1).max(600);
const Bullets = z.array(Line).min(1).max(8);

export const Stat = z.object({ value: z.string().trim().min(1).max(40), label: z.string().trim().max(200), detail: z.string().max(300).optional() }).strict();
export type Stat = z.infer<typeof Stat>;

export const ChartSpec = z
  .object({
    chartType: ChartType,
    title: z.string().max(200).optional(),
    labels: z.array(z.string().max(100)).min(1).max(24),
    series: z.array(z.object({ name: z.string().max(100), values: z.array(z.number().finite()) }).strict()).min(1).max(6),
    unit: z.string().max(8).optional(),
  })
  .strict()
  .refine((chart) => chart.series.every((series) => series.values.length === chart.labels.length), {
    message: 'every series needs one value per label',
  });
export type ChartSpec = z.infer<typeof ChartSpec>;

/** A column's heading is optional: a list split in two has none, and a made-up one reads as cut text. */
const Column = z.object({ heading: z.string().trim().max(200).default(''), bullets: Bullets }).strict();

const notes = { notes: z.string().max(20_000).default('') };

export const SlideSpec = z.discriminatedUnion('layout', [
  z.object({ layout: z.literal('title'), title: Line, subtitle: z.string().max(600).optional(), kicker: z.string().max(100).optional(), icon: z.string().max(64).optional(), ...notes }).strict(),
  z.object({ layout: z.literal('agenda'), title: Line, items: Bullets, ...notes }).strict(),
  z.object({ layout: z.literal('section'), title: Line, kicker: z.string().max(100).optional(), ...notes }).strict(),
  z
    .object({
      layout: z.literal('bullets'),
      title: Line,
      lead: z.string().max(600).optional(),
      bullets: z.array(Line).max(8).describe('The points: at least one, unless hints say what the points should be'),
      /**
       * What the points still to be written should say ("Three reasons the water cycle matters to
       * 10-year-olds"): shown in the editor as faded hints in empty bullets, never exported. An
       * outline slide has hints and no bullets; older specs have bullets only.
       */
      hints: z.array(Line).min(1).max(6).optional().describe('With no bullets: what each point to be written should say, shown to the editor of the deck and never presented'),
      icon: z.string().max(64).optional(),
      ...notes,
    })
    .strict()
    .refine((spec) => spec.bullets.length > 0 || (spec.hints?.length ?? 0) > 0, { message: 'a bullets slide needs bullets or hints' }),
  z.object({ layout: z.literal('two-column'), title: Line, left: Column, right: Column, ...notes }).strict(),
  z.object({ layout: z.literal('stats'), title: Line, stats: z.array(Stat).min(1).max(6), caption: z.string().max(600).optional(), ...notes }).strict(),
  z.object({ layout: z.literal('chart'), title: Line, chart: ChartSpec, bullets: z.array(Line).max(8).default([]), ...notes }).strict(),
  z.object({ layout: z.literal('table'), title: Line, rows: z.array(z.array(z.string().max(300)).min(1).max(12)).min(1).max(20), caption: z.string().max(600).optional(), ...notes }).strict(),
  z.object({ layout: z.literal('quote'), sentence: Line, author: z.string().max(200).default(''), address: z.string().max(300).default(''), time: z.string().max(100).default(''), ...notes }).strict(),
  z.object({ layout: z.literal('closing'), title: Line, bullets: z.array(Line).max(8).default([]), caption: z.string().max(600).optional(), ...notes }).strict(),
]);
export type SlideSpec = z.infer<typeof SlideSpec>;
export type SlideLayoutName = SlideSpec['layout'];
export const SLIDE_LAYOUTS = SlideSpec.options.map((option) => option.shape.layout.value) as SlideLayoutName[];
