import type { ZipEntry } from '../export/zip-writer.ts';

const CONTENT_TYPES = '[Content_Types].xml';
/** A slide's part, which the edits of text, shapes and tables go through. */
export const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;

/**
 * The parts pptxgenjs wrote, for the edits that finish the package: its XML parts as text and
 * every other part (pictures, embedded workbooks) as bytes. pptxgenjs hands them over unzipped
 * (`parts()`, patches/pptxgenjs@4.0.1.patch), and each XML part is encoded once, when written:
 * JSZip zipping them in JavaScript, then unzipping, decoding and re-encoding them for a dozen
 * edits, took ≈ 30 % of a 200-slide PPTX's time.
 */
export class PackageParts {
  /** XML parts by path, edited in place. */
  readonly xml: Record<string, string> = {};
  /** The other parts by path. */
  readonly binary: Record<string, Uint8Array> = {};

  static from(written: Readonly<Record<string, string | Uint8Array>>): PackageParts {
    const parts = new PackageParts();
    for (const [path, data] of Object.entries(written)) {
      if (typeof data === 'string') parts.xml[path] = data;
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
