import mammoth from 'mammoth';
import { buildReference } from './build-reference.ts';
import { DOCUMENT_LIMITS } from './document-limits.ts';
import { htmlToItems } from './html-to-items.ts';
import { inflateZip } from './isolation/zip-archive.ts';
import type { Reference } from '@folio/contracts';

/**
 * A Word document through mammoth (≥ 1.11: earlier versions read local files named by
 * external image links, CVE-2025-11849), which maps the document's heading styles to h1–h6.
 * Embedded images come back as data: URIs and are kept as image references. The archive is
 * inflated within DOCUMENT_LIMITS.zip first: mammoth's JSZip would inflate a bomb whole.
 */
export async function extractDocx(bytes: Uint8Array, name: string): Promise<Reference> {
  await inflateZip(bytes, DOCUMENT_LIMITS.zip);
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const { items, images } = htmlToItems(html);
  const titleIndex = items.findIndex((item) => item.kind === 'heading');
  const first = items[0];
  // Mammoth writes the Title style as a plain paragraph; a short first paragraph before any heading is the title.
  const title = first?.kind === 'paragraph' && titleIndex > 0 && first.text.length < 120 ? first.text : '';
  return buildReference(title, { kind: 'file', name }, title ? items.slice(1) : items, images);
}
