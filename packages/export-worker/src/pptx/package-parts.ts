import { strFromU8, unzipSync } from 'fflate';
import type { ZipEntry } from '../export/zip-writer.ts';

/** The parts held as text: XML and its relationships. */
const TEXT_PART = /\.(?:xml|rels)$/;
const CONTENT_TYPES = '[Content_Types].xml';

/**
 * The package pptxgenjs wrote, unzipped for the edits that finish it: its XML parts as text
 * and every other part (pictures, embedded workbooks) as bytes. Each XML part is decoded once
 * here and encoded once when written: a dozen edits each decoding and re-encoding every
 * slide spent ≈ 15 % of a 200-slide PPTX's time converting text and collecting the copies.
 */
export class PackageParts {
  /** XML parts by path, edited in place. */
  readonly xml: Record<string, string> = {};
  /** The other parts by path. */
  readonly binary: Record<string, Uint8Array> = {};

  static unzip(written: Uint8Array): PackageParts {
    const parts = new PackageParts();
    for (const [path, data] of Object.entries(unzipSync(written))) {
      if (TEXT_PART.test(path)) parts.xml[path] = strFromU8(data);
      else parts.binary[path] = data;
    }
    return parts;
  }

  has(path: string): boolean {
    return path in this.xml || path in this.binary;
  }

  /** Every part as a zip entry, XML first (`[Content_Types].xml` leads, as Office writes it); pictures stored as they are, being compressed already. */
  *entries(): Iterable<ZipEntry> {
    const xml = Object.keys(this.xml).sort((a, b) => Number(b === CONTENT_TYPES) - Number(a === CONTENT_TYPES));
    for (const name of xml) yield { name, data: Buffer.from(this.xml[name]!, 'utf8'), compress: true };
    for (const [name, data] of Object.entries(this.binary)) yield { name, data, compress: !name.startsWith('ppt/media/') };
  }
}
