import { DOCUMENT_LIMITS } from './document-limits.ts';
import { extractCsv } from './extract-csv.ts';
import { extractDocx } from './extract-docx.ts';
import { extractMarkdown } from './extract-markdown.ts';
import { extractPdf } from './extract-pdf.ts';
import { extractPptx } from './extract-pptx.ts';
import { extractText } from './extract-text.ts';
import { extractXlsx } from './extract-xlsx.ts';
import type { Reference } from './reference.ts';

/** The document types §5 lets users upload, by extension. Images are attached as they are, not extracted. */
export const EXTRACTABLE_EXTENSIONS = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'md', 'txt'] as const;
export type ExtractableExtension = (typeof EXTRACTABLE_EXTENSIONS)[number];

export class UnsupportedDocumentError extends Error {
  constructor(readonly extension: string) {
    super(`Cannot read .${extension} files; upload pdf, docx, pptx, xlsx, csv, md or txt.`);
    this.name = 'UnsupportedDocumentError';
  }
}

/**
 * Text and structure of an uploaded document, read as `type` (what its bytes were found to be)
 * or else by its file name's extension (§5: a typeless .md is accepted by name).
 */
export async function extractReference(file: { name: string; bytes: Uint8Array; type?: ExtractableExtension | undefined }): Promise<Reference> {
  const extension = file.type ?? (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase();
  const text = () => textOf(file.bytes);
  switch (extension) {
    case 'pdf':
      return extractPdf(file.bytes, file.name);
    case 'docx':
      return extractDocx(file.bytes, file.name);
    case 'pptx':
      return extractPptx(file.bytes, file.name);
    case 'xlsx':
      return extractXlsx(file.bytes, file.name);
    case 'csv':
      return extractCsv(text(), file.name);
    case 'md':
    case 'markdown':
      return extractMarkdown(text(), file.name);
    case 'txt':
      return extractText(text(), file.name);
    default:
      throw new UnsupportedDocumentError(extension);
  }
}

/** The text of md, txt and csv files up to DOCUMENT_LIMITS.textChars, cut at the last line end before it. */
function textOf(bytes: Uint8Array): string {
  // UTF-8 takes at most four bytes a character: decoding four times the limit is always enough.
  const text = new TextDecoder().decode(bytes.subarray(0, DOCUMENT_LIMITS.textChars * 4));
  if (text.length <= DOCUMENT_LIMITS.textChars) return text;
  const cut = text.lastIndexOf('\n', DOCUMENT_LIMITS.textChars);
  return text.slice(0, cut > 0 ? cut : DOCUMENT_LIMITS.textChars);
}
