import type { HbBuffer } from '../fonts/harfbuzz.ts';
import type { FontRegistry } from '../fonts/registry.ts';
import { fontsNeededFor } from './fonts-needed.ts';
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

interface CacheEntry {
  shaped: ShapedListItem;
  /** registry generation when shaped */
  generation: number;
  /** every face the paragraph's fallback may consult was loaded, so later loads cannot change it */
  complete: boolean;
}

interface TextCache {
  entries: LruCache<string, CacheEntry>;
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
 * Shapes a paragraph, or returns it from the cache. The key holds only what shaping reads,
 * not alignment, line height or spacing. An entry shaped while some of its fonts were still
 * loading is only valid until the next face loads: that face may cover characters that fell
 * back to another one.
 */
export function shapeCached(fonts: FontRegistry, paragraph: ParagraphInput): ShapedListItem {
  const cache = cacheFor(fonts);
  const key = JSON.stringify([paragraph.spans, paragraph.direction, paragraph.lang ?? '', paragraph.list ?? null]);
  const cached = cache.entries.get(key);
  if (cached && (cached.complete || cached.generation === fonts.generation)) {
    cache.stats.reused += 1;
    return cached.shaped;
  }
  const body = shapeParagraph(fonts, cache.buffer, paragraph);
  const first = paragraph.spans[0]?.style;
  const marker =
    paragraph.list && first
      ? shapeParagraph(fonts, cache.buffer, markerInput(paragraph.list, first, body.rtl, paragraph.lang))
      : undefined;
  const shaped = { body, marker };
  const complete = fontsNeededFor([paragraph]).every((request) => fonts.isLoaded(request));
  cache.entries.set(key, { shaped, generation: fonts.generation, complete });
  cache.stats.shaped += 1;
  return shaped;
}

export function shapingStats(fonts: FontRegistry): ShapingStats {
  return { ...cacheFor(fonts).stats };
}
