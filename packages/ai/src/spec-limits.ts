/** Limits and timings of PRODUCT.md that the AI calls must keep, in one place. */

/** §9: AI streams (slide plan, slide generate, chat) time out after 10 minutes. */
export const AI_STREAM_TIMEOUT_MS = 10 * 60_000;
/** §7/§9: `ai/block/placeholder` times out after 5 minutes… */
export const BLOCK_PLACEHOLDER_TIMEOUT_MS = 5 * 60_000;
/** …and its answers are cached for 20 minutes. */
export const BLOCK_PLACEHOLDER_CACHE_MS = 20 * 60_000;
/** §5/§9: a storyline holds at most 20 items. */
export const STORYLINE_MAX_ITEMS = 20;
/** §9: the developer model picker offers at most 8 models. */
export const MAX_DEVELOPER_MODELS = 8;

/** §4: generation status values, exactly as the client compares them. */
export const GenerationStatus = {
  Initial: -1,
  GeneratingOutlines: 1,
  GeneratingSlides: 2,
  Finished: 9999,
} as const;
export type GenerationStatus = (typeof GenerationStatus)[keyof typeof GenerationStatus];

/** §3 Languages: service ids of the interface languages; 'auto' means "don't translate". */
export const LANGUAGE_IDS = [
  'auto', 'en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'id', 'hi', 'iw', 'ur', 'ar', 'fa',
] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];
/** §3: right-to-left languages. */
export const RTL_LANGUAGES: ReadonlySet<LanguageId> = new Set(['iw', 'ur', 'ar', 'fa']);
