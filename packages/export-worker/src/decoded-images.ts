import type { Image } from '@napi-rs/canvas';
import { ContentCache } from './content-cache.ts';

/** Decoded RGBA kept between exports: a few decks' photographs (a 1600 × 900 photo is 5.8 MB). */
const BUDGET_BYTES = 128 * 1024 * 1024;

/**
 * Decoded images kept between exports (ContentCache): decoding a deck's photographs was a
 * sixth of a warm PPTX export's time.
 */
export class DecodedImages {
  private readonly cache = new ContentCache<Image>(BUDGET_BYTES);

  /** `loadImage`: Skia's, which the renderer loads only when an export decodes. */
  constructor(private readonly loadImage: (file: Uint8Array) => Promise<Image>) {}

  async decode(file: Uint8Array): Promise<Image> {
    const key = ContentCache.key(file);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const image = await this.loadImage(file);
    this.cache.set(key, image, image.width * image.height * 4);
    return image;
  }
}
