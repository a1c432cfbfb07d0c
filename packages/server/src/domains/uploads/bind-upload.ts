import { oversizedImage } from '@folio/export-worker/server';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { stagingKey } from '../storage/storage.ts';
import { makeDisplayCopy } from './display-copy.ts';
import { extractStoredDocument, isExtractable } from './document-reference.ts';
import { sniffFileKind } from './file-types.ts';
import { scanBytes } from './scan-bytes.ts';
import { holdSlot, refuseSlot, releaseSlot, type HeldSlot } from './upload-slots.ts';
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
 * be a §5 type (6000, the bytes deleted and the key spent) within its size limit (413, same);
 * a key already bound, or being bound, is 6001; anyone else's key is -4.
 */
export async function bindUpload(ctx: AppContext, ownerId: number, input: { key: string; name: string; hash: string }): Promise<BoundUpload> {
  const [bound] = await ctx.db.query<{ owner_id: number }>('select owner_id from uploads where key = $1', [input.key]);
  if (bound) throw new AppError(bound.owner_id === ownerId ? 'DUPLICATE_UPLOAD' : 'NOT_FOUND');
  const slot = await holdSlot(ctx, ownerId, input.key);
  try {
    return await bindHeldSlot(ctx, slot, input);
  } finally {
    await releaseSlot(ctx, slot);
  }
}

async function bindHeldSlot(ctx: AppContext, slot: HeldSlot, input: { key: string; name: string; hash: string }): Promise<BoundUpload> {
  // The bytes leave the staging key that the upload URL writes before anything reads them, so
  // every check below sees, and /files/<key> serves, what no later PUT can reach. Nothing staged
  // means an earlier bind moved them already (and refused the MD5).
  const staged = await ctx.storage.size(stagingKey(input.key));
  if (staged !== undefined && staged > slot.maxBytes) return refuse(ctx, slot, 'BODY_TOO_LARGE');
  if (staged !== undefined) await ctx.storage.move(stagingKey(input.key), input.key);
  const stream = await ctx.storage.get(input.key);
  if (!stream) throw new AppError('NOT_FOUND');

  const scan = await scanBytes(stream, slot.maxBytes);
  if (scan.tooLarge) return refuse(ctx, slot, 'BODY_TOO_LARGE');
  if (scan.md5 !== input.hash) throw new AppError('PARAMETER_ERROR');
  const kind = await sniffFileKind({ head: scan.head, name: input.name, isText: scan.isText });
  if (!kind) return refuse(ctx, slot, 'FILE_TYPE_NOT_ALLOWED');
  if (scan.size > ctx.settings.uploadLimits[kind.category]) return refuse(ctx, slot, 'BODY_TOO_LARGE');
  // A small file can declare more pixels than anything could draw: refused now, not at the first export.
  if (kind.category === 'image' && oversizedImage(scan.head)) return refuse(ctx, slot, 'BODY_TOO_LARGE');
  // Display copy (display-copy.ts): an image that does not decode is refused; a large one gets a smaller copy.
  const undrawable = kind.category === 'image' ? await makeDisplayCopy(ctx, input.key, kind.mime) : undefined;
  if (undrawable) return refuse(ctx, slot, undrawable);
  // A document is read now, in an extraction thread: one that breaks a limit or does not read as its type is refused, and what it says is kept for every later use.
  const reference = isExtractable(kind.mime) ? await extractStoredDocument(ctx, input.key, input.name, kind.mime).catch((error: unknown) => refusal(error)) : undefined;
  if (typeof reference === 'string') return refuse(ctx, slot, reference);

  try {
    const id = await ctx.db.transaction(async (tx) => {
      // Still this bind's: had another taken the slot (once the hold ran out, upload-slots.ts), it may have moved other bytes in.
      const [held] = await tx.query('select 1 from upload_slots where key = $1 and binding_id = $2 for update', [slot.key, slot.bindingId]);
      if (!held) throw new AppError('DUPLICATE_UPLOAD');
      const [row] = await tx.query<{ id: number }>(
        'insert into uploads (owner_id, key, name, mime, size, md5, source_type, reference) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id',
        [slot.ownerId, input.key, input.name, kind.mime, scan.size, scan.md5, slot.sourceType, reference ? JSON.stringify(reference) : null],
      );
      return row!.id;
    });
    return { id, key: input.key, name: input.name, hash: scan.md5, mime: kind.mime, size: scan.size, url: uploadUrl(ctx.fetchBase, input.key) };
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

/** Refused bytes are not kept: the key is spent. */
async function refuse(ctx: AppContext, slot: HeldSlot, reason: 'BODY_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED'): Promise<never> {
  await refuseSlot(ctx, slot);
  throw new AppError(reason);
}
