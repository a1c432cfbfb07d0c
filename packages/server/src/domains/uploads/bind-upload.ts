import { oversizedImage } from '@folio/export-worker/server';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { makeDisplayCopy } from './display-copy.ts';
import { extractStoredDocument, isExtractable } from './document-reference.ts';
import { sniffFileKind } from './file-types.ts';
import { scanBytes } from './scan-bytes.ts';
import { uploadUrl } from './upload-url.ts';

export interface BoundUpload {
  id: number;
  key: string;
  name: string;
  hash: string;
  mime: string;
  size: number;
  url: string;
}

/**
 * upload/bind: turns the caller's slot into a file once its bytes check out. The MD5 must be
 * the client's (-2 otherwise; the bytes stay so the client can PUT again); the content must
 * be a §5 type (6000, and the bytes and slot are dropped) within its size limit (413, same);
 * a key already bound is 6001; anyone else's key is -4.
 */
export async function bindUpload(ctx: AppContext, ownerId: number, input: { key: string; name: string; hash: string }): Promise<BoundUpload> {
  const [bound] = await ctx.db.query<{ owner_id: number }>('select owner_id from uploads where key = $1', [input.key]);
  if (bound) throw new AppError(bound.owner_id === ownerId ? 'DUPLICATE_UPLOAD' : 'NOT_FOUND');
  const [slot] = await ctx.db.query<{ source_type: 'normal' | 'document'; max_bytes: string | number }>(
    'select source_type, max_bytes from upload_slots where key = $1 and owner_id = $2',
    [input.key, ownerId],
  );
  if (!slot) throw new AppError('NOT_FOUND');
  const stream = await ctx.storage.get(input.key);
  if (!stream) throw new AppError('NOT_FOUND');

  const scan = await scanBytes(stream, Number(slot.max_bytes));
  if (scan.tooLarge) return refuse(ctx, input.key, 'BODY_TOO_LARGE');
  if (scan.md5 !== input.hash) throw new AppError('PARAMETER_ERROR');
  const kind = await sniffFileKind({ head: scan.head, name: input.name, isText: scan.isText });
  if (!kind) return refuse(ctx, input.key, 'FILE_TYPE_NOT_ALLOWED');
  if (scan.size > ctx.settings.uploadLimits[kind.category]) return refuse(ctx, input.key, 'BODY_TOO_LARGE');
  // A small file can declare more pixels than anything could draw: refused now, not at the first export.
  if (kind.category === 'image' && oversizedImage(scan.head)) return refuse(ctx, input.key, 'BODY_TOO_LARGE');
  // Display copy (display-copy.ts): an image that does not decode is refused; a large one gets a smaller copy.
  const undrawable = kind.category === 'image' ? await makeDisplayCopy(ctx, input.key, kind.mime) : undefined;
  if (undrawable) return refuse(ctx, input.key, undrawable);
  // A document is read now, in an extraction thread: one that breaks a limit or does not read as its type is refused, and what it says is kept for every later use.
  const reference = isExtractable(kind.mime) ? await extractStoredDocument(ctx, input.key, input.name, kind.mime).catch((error: unknown) => refusal(error)) : undefined;
  if (typeof reference === 'string') return refuse(ctx, input.key, reference);

  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx.query('delete from upload_slots where key = $1 and owner_id = $2 returning key', [input.key, ownerId]);
      if (!claimed) throw new AppError('DUPLICATE_UPLOAD');
      const [row] = await tx.query<{ id: number }>(
        'insert into uploads (owner_id, key, name, mime, size, md5, source_type, reference) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id',
        [ownerId, input.key, input.name, kind.mime, scan.size, scan.md5, slot.source_type, reference ? JSON.stringify(reference) : null],
      );
      return row!.id;
    });
    return { id, key: input.key, name: input.name, hash: scan.md5, mime: kind.mime, size: scan.size, url: uploadUrl(ctx.publicUrl(), input.key) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE_UPLOAD');
    throw error;
  }
}

/** Which refusal an extraction's AppError is (anything else is not the document's fault). */
function refusal(error: unknown): 'BODY_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' {
  if (error instanceof AppError && (error.key === 'BODY_TOO_LARGE' || error.key === 'FILE_TYPE_NOT_ALLOWED')) return error.key;
  throw error;
}

/** Refused bytes are not kept: the key is spent and its slot dropped. */
async function refuse(ctx: AppContext, key: string, reason: 'BODY_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED'): Promise<never> {
  await ctx.db.query('delete from upload_slots where key = $1', [key]);
  await ctx.storage.delete(key);
  throw new AppError(reason);
}
