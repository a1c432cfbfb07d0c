/** Business constants the layout engine needs, from PRODUCT.md §9 and §3. */

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
/** ARCHITECTURE.md: slides are 16:9 at the theme width. */
export const SLIDE_WIDTH = 1200;
export const SLIDE_HEIGHT = 675;
/** §4/§9: page history keeps 20 steps; the storyline keeps 8. */
export const PAGE_HISTORY_STEPS = 20;
export const STORYLINE_HISTORY_STEPS = 8;
/** §3: the onboarding flag keys, in the spec's order; the server stores them, the app reads them. */
export const ONBOARDING_FLAGS = [
  'filled_survey',
  'first_create_presentation_with_ai',
  'first_generated_slides',
  'clicked_references',
  'first_select_text',
  'nps_first_generated_slides',
  'nps_first_subscription_end',
  'account_deleted',
  'ai_chat_use_experimental_api',
  'dev_tools',
  'new_ai_chat',
  'skip_generated_slides_survey',
] as const;
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];
/**
 * Bounds on a page's layout tree, checked before the schema (schema/tree-limits.ts). Not in
 * PRODUCT.md: they keep a hostile document from overflowing the stack of every recursive walk
 * (the zod schema, layout, renderer, exports, the editor), which failed from about 700 levels.
 * They sit far above anything real: the fixture decks nest at most 12 levels and hold at most
 * 48 nodes on a page, and the tree edits add a level only when a block is split across, so
 * reaching 64 takes 64 splits on one slide, each halving the last block's width.
 */
export const MAX_TREE_DEPTH = 64;
export const MAX_PAGE_NODES = 2_000;
