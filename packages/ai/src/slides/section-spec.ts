import { z } from 'zod';
import { ChartSpec, Stat } from './slide-spec.ts';

/**
 * A section of a page (project kind `page`, 1200 wide, as tall as its content) as meaning:
 * what the composer computes and what a model is asked to write for a page. A page reads
 * top to bottom, so its shapes differ from a slide's: a hero opens it, wide text and
 * feature rows carry the reading, and a call to action closes it. build-section.ts turns a
 * spec into a layout tree.
 */
const Line = z.string().trim().min(1).max(600);
const notes = { notes: z.string().max(20_000).default('') };

/** A button: its label, and where it leads (absent: left for the person to set). */
export const ActionSpec = z.object({ label: z.string().trim().min(1).max(60), url: z.string().trim().min(1).max(2048).optional() }).strict();
export type ActionSpec = z.infer<typeof ActionSpec>;

const Feature = z.object({ heading: z.string().trim().min(1).max(200), text: z.string().max(600).default('') }).strict();
const Question = z.object({ question: z.string().trim().min(1).max(300), answer: z.string().max(600).default('') }).strict();

export const SectionSpec = z.discriminatedUnion('layout', [
  z.object({ layout: z.literal('hero'), title: Line, subtitle: z.string().max(600).optional(), kicker: z.string().max(100).optional(), icon: z.string().max(64).optional(), action: ActionSpec.optional(), hint: z.string().max(300).optional(), ...notes }).strict(),
  /** Long-form text: whole paragraphs under the section's headline, in a reading measure beside an optional icon. `hints` stand where the composer has no text: shown only while editing. */
  z.object({ layout: z.literal('text'), title: Line, kicker: z.string().max(100).optional(), paragraphs: z.array(Line).max(8).default([]), hints: z.array(z.string().max(300)).max(4).optional(), icon: z.string().max(64).optional(), ...notes }).strict(),
  /** Feature rows: two columns of short headed points. */
  z.object({ layout: z.literal('features'), title: Line, items: z.array(Feature).min(1).max(6), ...notes }).strict(),
  z.object({ layout: z.literal('stats'), title: Line, stats: z.array(Stat).min(1).max(4), caption: z.string().max(600).optional(), ...notes }).strict(),
  z.object({ layout: z.literal('chart'), title: Line, chart: ChartSpec, bullets: z.array(Line).max(6).default([]), ...notes }).strict(),
  z.object({ layout: z.literal('table'), title: Line, rows: z.array(z.array(z.string().max(300)).min(1).max(12)).min(1).max(20), caption: z.string().max(600).optional(), ...notes }).strict(),
  z.object({ layout: z.literal('quote'), sentence: Line, author: z.string().max(200).default(''), address: z.string().max(300).default(''), time: z.string().max(100).default(''), ...notes }).strict(),
  /** Questions and their answers, or a recap quiz (answers left empty). */
  z.object({ layout: z.literal('faq'), title: Line, items: z.array(Question).min(1).max(8), ...notes }).strict(),
  z.object({ layout: z.literal('cta'), title: Line, text: z.array(Line).max(3).default([]), hint: z.string().max(300).optional(), action: ActionSpec, ...notes }).strict(),
]);
export type SectionSpec = z.infer<typeof SectionSpec>;
export const SECTION_LAYOUTS = SectionSpec.options.map((option) => option.shape.layout.value) as Array<SectionSpec['layout']>;
