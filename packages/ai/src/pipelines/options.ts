import { z } from 'zod';
import { LANGUAGE_IDS, STORYLINE_MAX_ITEMS } from '../spec-limits.ts';

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

/** §3 Storyline item. */
export const StorylineItem = z.object({ id: z.string().min(1).max(64), text: z.string().trim().min(1).max(500) }).strict();
export type StorylineItem = z.infer<typeof StorylineItem>;
