import { z } from 'zod';
import type { Reference } from '../references/reference.ts';
import { LANGUAGE_IDS, STORYLINE_MAX_ITEMS } from '../spec-limits.ts';
import { languageOf } from '../composer/locales/language-of.ts';

/** The options of the generation screen (§2/issue 7): number of slides, language, audience, tone. */
export const GenerationOptions = z
  .object({
    slideCount: z.number().int().min(1).max(STORYLINE_MAX_ITEMS).optional(),
    /**
     * True when the person picked `slideCount` after last editing the prompt: then it wins
     * over a count the prompt names ("6 slides"); otherwise the prompt's count wins.
     */
    slideCountPicked: z.boolean().optional(),
    /** Which rewrite this is ("Write it again" counts up): another outline for the same prompt. */
    variant: z.number().int().min(0).max(10_000).optional(),
    language: z.enum(LANGUAGE_IDS).default('en'),
    audience: z.string().max(200).optional(),
    tone: z.string().max(100).optional(),
    /** A title the user typed; otherwise it comes from the references or the prompt. */
    title: z.string().max(300).optional(),
  })
  .strict();
export type GenerationOptions = z.infer<typeof GenerationOptions>;
export type GenerationOptionsInput = z.input<typeof GenerationOptions>;

/**
 * The options as the built-in composer writes with them. 'auto' asks for the language of the
 * request (the generation screen's default): the language the prompt is written in, else the
 * documents; English when neither tells. A model reads 'auto' itself.
 */
export function composerOptions(options: GenerationOptions, prompt: string, references: readonly Reference[]): GenerationOptions {
  if (options.language !== 'auto') return options;
  const documents = () => references.flatMap((reference) => [reference.title, ...reference.sections.flatMap((section) => [section.heading, ...section.paragraphs])]).join('\n').slice(0, 4000);
  return { ...options, language: languageOf(prompt.trim()) ?? languageOf(documents()) ?? 'en' };
}

/** §3 Storyline item. */
export const StorylineItem = z.object({ id: z.string().min(1).max(64), text: z.string().trim().min(1).max(500) }).strict();
export type StorylineItem = z.infer<typeof StorylineItem>;
