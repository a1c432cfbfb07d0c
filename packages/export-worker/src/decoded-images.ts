import { createHash } from 'node:crypto';
import type { Image } from '@napi-rs/canvas';

/** Decoded RGBA kept between exports: a few decks' photographs (a 1600 × 900 photo is 5.8 MB). */
const BUDGET_BYTES = 128 * 1024 * 1024;

/**
 * Decoded images by the hash of their file's bytes, least recently used dropped first. A
 * long-lived worker exports the same projects again (another format, a second try, a small
 * edit), and decoding their photographs was a sixth of a warm PPTX export's time. Keyed by
 * content, so a changed file is never served stale.
 */
export class DecodedImages {
  private readonly entries = new Map<string, Image>();
  private bytes = 0;

  /** `loadImage`: Skia's, which the renderer loads only when an export decodes. */
  constructor(private readonly loadImage: (file: Uint8Array) => Promise<Image>) {}

  async decode(file: Uint8Array): Promise<Image> {
    const key = createHash('sha1').update(file).digest('base64');
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const image = await this.loadImage(file);
    const size = image.width * image.height * 4;
    if (size > BUDGET_BYTES) return image;
    this.entries.set(key, image);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= BUDGET_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= old.width * old.height * 4;
    }
    return image;
  }
}
