/** PRODUCT.md §9 constants that more than one package keeps to, each citing its line. */

/** §9: a request times out after 2 minutes. */
export const REQUEST_TIMEOUT_MS = 2 * 60_000;
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

/** §9: min block height 60. */
export const MIN_BLOCK_HEIGHT = 60;
/** §9: default content block width 120. */
export const DEFAULT_CONTENT_WIDTH = 120;
/** §9 / §3: layout gap and padding default 24. */
export const DEFAULT_GAP = 24;
export const DEFAULT_PADDING = 24;
/** §9: drop edge zones 24. */
export const DROP_EDGE_ZONE = 24;
/** §3/§9: theme width 1200, min height 300 (page sections). */
export const THEME_WIDTH = 1200;
export const PAGE_SECTION_MIN_HEIGHT = 300;
/** §4/§9: page history keeps 20 steps; the storyline keeps 8. */
export const PAGE_HISTORY_STEPS = 20;
export const STORYLINE_HISTORY_STEPS = 8;
