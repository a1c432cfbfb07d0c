/** Frame sizes the layout engine lays slides out in (§3/§9 constants live in @folio/contracts). */

/** ARCHITECTURE.md: slides are 16:9 at the theme width. */
export const SLIDE_WIDTH = 1200;
export const SLIDE_HEIGHT = 675;
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
