import { buffer } from 'node:stream/consumers';
import { DocumentTooLargeError, type ExtractableExtension } from '@folio/ai';
import { Reference } from '@folio/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** The sniffed types an extraction thread reads; old binary Office files (doc, xls) are kept but not read. */
const EXTRACTABLE_BY_MIME: Record<string, ExtractableExtension> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'text/markdown': 'md',
  'text/plain': 'txt',
};

export function isExtractable(mime: string): boolean {
  return mime in EXTRACTABLE_BY_MIME;
}

/**
 * Reads a stored document in an extraction thread (never on this thread), as the type its bytes
 * were found to be rather than the name it was given. A document past a limit (size inflated,
 * pages, memory, time) is 413 -2; one that does not read as its type is 6000.
 */
export async function extractStoredDocument(ctx: AppContext, key: string, name: string, mime: string): Promise<Reference> {
  const type = EXTRACTABLE_BY_MIME[mime];
  if (!type) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const stream = await ctx.storage.get(key);
  if (!stream) throw new AppError('NOT_FOUND');
  try {
    return await ctx.extractor.extract({ name, type, bytes: await buffer(stream) });
  } catch (error) {
    throw new AppError(error instanceof DocumentTooLargeError ? 'BODY_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED');
  }
}

export interface DocumentUpload {
  id: number;
  key: string;
  name: string;
  mime: string;
  reference: unknown;
}

/**
 * The reference upload/bind stored for a document. A document bound before references were
 * stored is extracted now, once, and stored for next time.
 */
export async function documentReference(ctx: AppContext, upload: DocumentUpload): Promise<Reference> {
  if (upload.reference !== null) return Reference.parse(upload.reference);
  const reference = await extractStoredDocument(ctx, upload.key, upload.name, upload.mime);
  await ctx.db.query('update uploads set reference = $1 where id = $2', [JSON.stringify(reference), upload.id]);
  return reference;
}
