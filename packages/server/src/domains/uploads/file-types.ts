import { startsAsSvg } from '@folio/renderer';

/**
 * PRODUCT.md §5 uploadable types, recognised from the bytes, never from the name alone.
 * Binary formats are sniffed (file-type); text formats have no signature, so pdf-less text
 * (txt, md, csv, svg) is taken by name once the bytes are valid UTF-8 without NULs, and an
 * SVG must also start with an <svg> element. §5's "also known" media (gif, mp4, mov, mpeg,
 * avi, webm, aac, mp3, wav, weba) are accepted too: the app's uploader knows them, and they
 * are served with their sniffed type and nosniff, so they cannot turn into a page.
 */
export type FileCategory = 'image' | 'document' | 'media';

export interface FileKind {
  mime: string;
  category: FileCategory;
}

const SNIFFED: Record<string, FileKind> = {
  pdf: { mime: 'application/pdf', category: 'document' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', category: 'document' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', category: 'document' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', category: 'document' },
  png: { mime: 'image/png', category: 'image' },
  jpg: { mime: 'image/jpeg', category: 'image' },
  webp: { mime: 'image/webp', category: 'image' },
  gif: { mime: 'image/gif', category: 'image' },
  mp4: { mime: 'video/mp4', category: 'media' },
  mov: { mime: 'video/quicktime', category: 'media' },
  mpg: { mime: 'video/mpeg', category: 'media' },
  avi: { mime: 'video/x-msvideo', category: 'media' },
  webm: { mime: 'video/webm', category: 'media' },
  aac: { mime: 'audio/aac', category: 'media' },
  mp3: { mime: 'audio/mpeg', category: 'media' },
  wav: { mime: 'audio/wav', category: 'media' },
};

/** Old binary Office files are one container format (CFB); only the name tells Word from Excel. */
const CFB_BY_NAME: Record<string, FileKind> = {
  doc: { mime: 'application/msword', category: 'document' },
  xls: { mime: 'application/vnd.ms-excel', category: 'document' },
};

const TEXT_BY_NAME: Record<string, FileKind> = {
  txt: { mime: 'text/plain', category: 'document' },
  md: { mime: 'text/markdown', category: 'document' },
  markdown: { mime: 'text/markdown', category: 'document' },
  csv: { mime: 'text/csv', category: 'document' },
  svg: { mime: 'image/svg+xml', category: 'image' },
};

export interface SniffInput {
  /** The first bytes of the file (enough for zip-based formats to show their parts). */
  head: Uint8Array;
  /** The name the client gave. */
  name: string;
  /** Whether the whole file is valid UTF-8 without NUL bytes. */
  isText: boolean;
}

/** What the file really is, or undefined when §5 does not allow it. */
export async function sniffFileKind(input: SniffInput): Promise<FileKind | undefined> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(input.name)?.[1]?.toLowerCase() ?? '';
  // Loaded with the first file rather than at start: file-type and its readers took ≈ 50 ms of CPU.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(input.head);
  if (sniffed?.ext === 'cfb') return CFB_BY_NAME[extension];
  // XML is text with a signature: an SVG may well begin with an XML declaration.
  if (sniffed && sniffed.ext !== 'xml') return SNIFFED[sniffed.ext];
  if (!input.isText) return undefined;
  const kind = TEXT_BY_NAME[extension];
  if (kind?.mime === 'image/svg+xml' && !startsAsSvg(new TextDecoder().decode(input.head))) return undefined;
  return kind;
}

/** The limit class of what upload/url's `type` announces (a MIME type or an extension). */
export function announcedCategory(type: string): FileCategory {
  const value = type.toLowerCase().replace(/^\./, '');
  if (value.startsWith('image/') || ['png', 'jpg', 'jpeg', 'webp', 'svg', 'gif'].includes(value)) return 'image';
  if (value.startsWith('video/') || value.startsWith('audio/') || ['mp4', 'mov', 'mpeg', 'avi', 'webm', 'aac', 'mp3', 'wav', 'weba'].includes(value)) return 'media';
  return 'document';
}
