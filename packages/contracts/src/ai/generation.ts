import { z } from 'zod';
import { LANGUAGE_IDS } from '../languages.ts';
import { STORYLINE_MAX_ITEMS } from '../limits.ts';

/** §4: generation status values, exactly as the client compares them. */
export const GenerationStatus = {
  Initial: -1,
  GeneratingOutlines: 1,
  GeneratingSlides: 2,
  Finished: 9999,
} as const;
export type GenerationStatus = (typeof GenerationStatus)[keyof typeof GenerationStatus];

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

/** The events of the slide plan stream (`ai/slide/plan`): status changes and storyline items as they come. */
export const PlanEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.number() }),
  z.object({ type: z.literal('item'), item: StorylineItem }),
]);
export type PlanEvent = z.infer<typeof PlanEvent>;

/** The events of the slide generate stream: the server writes each slide into the project; the stream counts them. */
export const GenerateEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.number() }),
  z.object({ type: z.literal('slide'), index: z.number() }),
]);
export type GenerateEvent = z.infer<typeof GenerateEvent>;
