import type { HbBuffer } from '../fonts/harfbuzz.ts';
import type { FontRegistry } from '../fonts/registry.ts';
import { markerInput } from './list-marker.ts';
import { LruCache } from './lru.ts';
import { shapeParagraph, type ShapedParagraph } from './shape-paragraph.ts';
import type { ParagraphInput } from './types.ts';

export interface ShapedListItem {
  body: ShapedParagraph;
  marker: ShapedParagraph | undefined;
}

export interface ShapingStats {
  /** paragraphs shaped with HarfBuzz */
  shaped: number;
  /** paragraphs served from the cache (a relayout at another width only re-breaks lines) */
  reused: number;
}

interface TextCache {
  entries: LruCache<string, ShapedListItem>;
  /** one HarfBuzz buffer reused for every shaping call instead of a wasm allocation per run */
  buffer: HbBuffer;
  stats: ShapingStats;
}

/** Enough for every paragraph of a large deck; a slide edit reshapes only the paragraphs it changed. */
const CAPACITY = 1024;

const caches = new WeakMap<FontRegistry, TextCache>();

function cacheFor(fonts: FontRegistry): TextCache {
  let cache = caches.get(fonts);
  if (!cache) {
    cache = { entries: new LruCache(CAPACITY), buffer: new fonts.harfbuzz.Buffer(), stats: { shaped: 0, reused: 0 } };
    caches.set(fonts, cache);
  }
  return cache;
}

/**
 * Shapes a paragraph, or returns it from the cache. The key holds only what shaping reads
 * (not alignment, line height or spacing), and the registry's generation, because a face
 * that finished loading since may now cover characters that fell back before.
 */
export function shapeCached(fonts: FontRegistry, paragraph: ParagraphInput): ShapedListItem {
  const cache = cacheFor(fonts);
  const key = JSON.stringify([fonts.generation, paragraph.spans, paragraph.direction, paragraph.lang ?? '', paragraph.list ?? null]);
  const cached = cache.entries.get(key);
  if (cached) {
    cache.stats.reused += 1;
    return cached;
  }
  const body = shapeParagraph(fonts, cache.buffer, paragraph);
  const first = paragraph.spans[0]?.style;
  const marker =
    paragraph.list && first
      ? shapeParagraph(fonts, cache.buffer, markerInput(paragraph.list, first, body.rtl, paragraph.lang))
      : undefined;
  const shaped = { body, marker };
  cache.entries.set(key, shaped);
  cache.stats.shaped += 1;
  return shaped;
}

export function shapingStats(fonts: FontRegistry): ShapingStats {
  return { ...cacheFor(fonts).stats };
}
