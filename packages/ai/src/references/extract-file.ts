import { DOCUMENT_LIMITS } from './document-limits.ts';
import type { Reference } from '@folio/contracts';

/** The document types §5 lets users upload, by extension. Images are attached as they are, not extracted. */
export const EXTRACTABLE_EXTENSIONS = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'md', 'txt'] as const;
export type ExtractableExtension = (typeof EXTRACTABLE_EXTENSIONS)[number];
/** What a reader can be asked to read: the uploadable types, and web pages fetched for upload/extract/url. */
export type ReadableType = ExtractableExtension | 'html';

export class UnsupportedDocumentError extends Error {
  constructor(readonly extension: string) {
    super(`Cannot read .${extension} files; upload pdf, docx, pptx, xlsx, csv, md or txt.`);
    this.name = 'UnsupportedDocumentError';
  }
}

type Extractor = (bytes: Uint8Array, name: string) => Promise<Reference> | Reference;

/**
 * Each type's reader, loaded when first needed: an extraction thread then carries only the
 * parsers its documents need (exceljs, mammoth and pdf.js together hold about 100 MB).
 */
const EXTRACTORS: Record<string, () => Promise<Extractor>> = {
  pdf: async () => {
    const [{ extractPdf }, { getResolvedPDFJS }] = await Promise.all([import('./extract-pdf.ts'), import('unpdf')]);
    // pdf.js installs its polyfills (Promise.withResolvers, Math.sumPrecise) as it loads: before any document, not during one.
    await getResolvedPDFJS();
    return extractPdf;
  },
  docx: async () => (await import('./extract-docx.ts')).extractDocx,
  pptx: async () => (await import('./extract-pptx.ts')).extractPptx,
  xlsx: async () => (await import('./extract-xlsx.ts')).extractXlsx,
  csv: async () => {
    const { extractCsv } = await import('./extract-csv.ts');
    return (bytes, name) => extractCsv(textOf(bytes), name);
  },
  md: async () => {
    const { extractMarkdown } = await import('./extract-markdown.ts');
    return (bytes, name) => extractMarkdown(textOf(bytes), name);
  },
  html: async () => (await import('./extract-html.ts')).extractHtml,
  txt: async () => {
    const { extractText } = await import('./extract-text.ts');
    return (bytes, name) => extractText(textOf(bytes), name);
  },
};

/**
 * The reader of a document `type` (what its bytes were found to be), or else of its file
 * name's extension (§5: a typeless .md is accepted by name), loaded and ready.
 */
export async function extractorFor(file: { name: string; type?: ReadableType | undefined }): Promise<Extractor> {
  const named = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase();
  const extension = file.type ?? (named === 'markdown' ? 'md' : named);
  const load = Object.hasOwn(EXTRACTORS, extension) ? EXTRACTORS[extension] : undefined;
  if (!load) throw new UnsupportedDocumentError(extension);
  return load();
}

/** Text and structure of an uploaded document (see extractorFor for how its type is chosen). */
export async function extractReference(file: { name: string; bytes: Uint8Array; type?: ReadableType | undefined }): Promise<Reference> {
  return (await extractorFor(file))(file.bytes, file.name);
}

/** The text of md, txt and csv files up to DOCUMENT_LIMITS.textChars, cut at the last line end before it. */
function textOf(bytes: Uint8Array): string {
  // UTF-8 takes at most four bytes a character: decoding four times the limit is always enough.
  const text = new TextDecoder().decode(bytes.subarray(0, DOCUMENT_LIMITS.textChars * 4));
  if (text.length <= DOCUMENT_LIMITS.textChars) return text;
  const cut = text.lastIndexOf('\n', DOCUMENT_LIMITS.textChars);
  return text.slice(0, cut > 0 ? cut : DOCUMENT_LIMITS.textChars);
}
