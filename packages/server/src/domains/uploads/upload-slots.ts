import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { announcedCategory } from './file-types.ts';
import { uploadUrl } from './upload-url.ts';

export type SourceType = 'normal' | 'document';

/** upload/url's answer: where to PUT the bytes, and where the file will be read from. */
export interface UploadTarget {
  key: string;
  /** PUT the bytes here before `expiresAt` (a signed local URL, or a presigned S3 URL). */
  url: string;
  download: string;
  /** The same address as `download`: the server serves files itself (a CDN can front it). */
  cdn: string;
  expiresAt: string;
  /** The most bytes the PUT accepts for the announced type (413 beyond). */
  maxBytes: number;
}

/** Unbound slots older than this are dropped, with any bytes they received. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/**
 * upload/url: a fresh key of 128 random bits (the client's file name never reaches storage),
 * remembered as a slot of the caller's, so only they can send its bytes and bind it.
 */
export async function issueUploadTarget(ctx: AppContext, ownerId: number, type: string, sourceType: SourceType): Promise<UploadTarget> {
  await dropAbandonedSlots(ctx, ownerId);
  const key = randomBytes(16).toString('hex');
  const maxBytes = ctx.settings.uploadLimits[announcedCategory(type)];
  const expiresAt = new Date(Date.now() + ctx.settings.storage.uploadUrlTtlSeconds * 1000);
  await ctx.db.query('insert into upload_slots (key, owner_id, source_type, max_bytes, expires_at) values ($1, $2, $3, $4, $5)', [key, ownerId, sourceType, maxBytes, expiresAt]);
  const download = uploadUrl(ctx.publicUrl(), key);
  return { key, url: await ctx.storage.signedPutUrl(key, expiresAt), download, cdn: download, expiresAt: expiresAt.toISOString(), maxBytes };
}

async function dropAbandonedSlots(ctx: AppContext, ownerId: number): Promise<void> {
  const dropped = await ctx.db.query<{ key: string }>('delete from upload_slots where owner_id = $1 and expires_at < $2 returning key', [ownerId, new Date(Date.now() - ABANDONED_AFTER_MS)]);
  await Promise.all(dropped.map((slot) => ctx.storage.delete(slot.key)));
}
