import { createHash } from 'node:crypto';
import { dedupeMedia } from './dedupe-media.ts';
import type { PackageParts } from './package-parts.ts';

const PREFIX = 'folio-media:';

/**
 * The pictures of a PPTX, kept out of pptxgenjs. It takes a picture only as base64 and
 * decodes every placement's copy in JavaScript while it writes the package (≈ 15 % of the
 * PPTX writer's main-thread time in a profile of deck-20, and a copy of every picture per
 * placement held until the package is written), so each picture goes in as a
 * placeholder of a few bytes naming its content, and `fill` puts the file's own bytes in its
 * place in the written package, after dedupeMedia has kept one file per picture.
 */
export class MediaParts {
  private readonly files = new Map<string, Uint8Array>();

  /** The data URL pptxgenjs is given for a PNG or JPEG file. */
  placeholder(file: Uint8Array, mime: 'image/png' | 'image/jpeg'): string {
    // Named by content: two sources with the same bytes become one file, as dedupeMedia would make them.
    const name = `${PREFIX}${createHash('sha1').update(file).digest('hex')}`;
    this.files.set(name, file);
    return `${mime};base64,${Buffer.from(name, 'latin1').toString('base64')}`;
  }

  /** One file per picture, each the picture's own bytes. */
  fill(parts: PackageParts): void {
    dedupeMedia(parts);
    const { binary } = parts;
    for (const name of Object.keys(binary)) {
      if (!name.startsWith('ppt/media/')) continue;
      const file = this.files.get(Buffer.from(binary[name]!).toString('latin1'));
      if (file) binary[name] = file;
    }
  }
}
