import { FINDING_CODES } from '@folio/renderer';
import { z } from 'zod';

/**
 * What a roast says, as stored and as answered to the page. Rule-based lines are codes with
 * the slide's own words and figures as parameters, so the page words them in the reader's
 * language; a connected model adds its own sentences (`opener`, each slide's `quip`) in the
 * language the roast was asked in.
 */

/** Slide problems the roast finds in the words themselves, beside the renderer's deck checks. */
export const SLIDE_RULE_CODES = ['wall-of-text', 'bullet-pile', 'long-line', 'shouting', 'number-soup', 'same-title', 'no-title', 'clean'] as const;
/** Problems of the deck as a whole. */
export const DECK_RULE_CODES = ['dense-deck', 'too-many-fonts', 'title-lengths', 'short-deck', 'long-deck', 'busy-opening', 'weak-ending', 'cut-deck'] as const;

export const SlideLineCode = z.enum([...FINDING_CODES, ...SLIDE_RULE_CODES]);
export const DeckLineCode = z.enum(DECK_RULE_CODES);

const Params = z.record(z.string().max(40), z.union([z.string().max(300), z.number().finite()]));

export const RoastLine = z.object({ code: SlideLineCode, params: Params }).strict();
export type RoastLine = z.infer<typeof RoastLine>;
export const DeckLine = z.object({ code: DeckLineCode, params: Params }).strict();
export type DeckLine = z.infer<typeof DeckLine>;

export const RoastSlide = z
  .object({
    /** 1-based, as the audience counts slides. */
    number: z.number().int().min(1),
    title: z.string().max(300),
    words: z.number().int().min(0),
    lines: z.array(RoastLine).max(40),
    quip: z.string().max(600).optional(),
  })
  .strict();
export type RoastSlide = z.infer<typeof RoastSlide>;

export const RoastResult = z
  .object({
    title: z.string().max(300),
    /** 0–100: 100 is a deck with nothing to roast. */
    score: z.number().int().min(0).max(100),
    writtenBy: z.enum(['rules', 'model']),
    /** The §3 service id the model wrote in. */
    language: z.string().max(10),
    opener: z.string().max(600).optional(),
    deck: z.array(DeckLine),
    slides: z.array(RoastSlide),
  })
  .strict();
export type RoastResult = z.infer<typeof RoastResult>;
