import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { stagingKey } from '../storage/storage.ts';
import { announcedCategory } from './file-types.ts';
import { uploadUrl } from './upload-url.ts';

export type SourceType = 'normal' | 'document';

/** upload/url's answer: where to PUT the bytes, and where the file will be read from. */
export interface UploadTarget {
  key: string;
  /** PUT the bytes here before `expiresAt` (a signed local URL, or a presigned S3 URL); they wait under the staging key until bind. */
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
 * How long a bind holds its slot. Longer than any bind takes (an extraction thread reads a
 * document for 20 s at most, after any queue); a bind that died lets go then. One still running
 * past it keeps going, but commits nothing if another bind took the slot meanwhile.
 */
const BIND_HOLD_SECONDS = 600;

/** Spent slots cleaned up per upload/url, so no one call pays for a backlog. */
const SWEEP_BATCH = 20;

/**
 * upload/url: a fresh key of 128 random bits (the client's file name never reaches storage),
 * remembered as a slot of the caller's, so only they can send its bytes and bind it.
 */
export async function issueUploadTarget(ctx: AppContext, ownerId: number, type: string, sourceType: SourceType): Promise<UploadTarget> {
  await dropSpentSlots(ctx);
  const key = randomBytes(16).toString('hex');
  const maxBytes = ctx.settings.uploadLimits[announcedCategory(type)];
  const expiresAt = new Date(Date.now() + ctx.settings.storage.uploadUrlTtlSeconds * 1000);
  await ctx.db.query('insert into upload_slots (key, owner_id, source_type, max_bytes, expires_at) values ($1, $2, $3, $4, $5)', [key, ownerId, sourceType, maxBytes, expiresAt]);
  const download = uploadUrl(ctx.fetchBase, key);
  return { key, url: await ctx.storage.signedPutUrl(key, expiresAt), download, cdn: download, expiresAt: expiresAt.toISOString(), maxBytes };
}

/**
 * Deletes what a slot's URL may still have written once it can write no more: the staging bytes
 * of a slot bound or refused (an S3 URL takes PUTs until it expires, whatever the server says),
 * and a day later every byte of a slot never bound. Anyone's upload/url does a few.
 */
async function dropSpentSlots(ctx: AppContext): Promise<void> {
  const now = new Date();
  const spent = await ctx.db.query<{ key: string; bound: boolean }>(
    `delete from upload_slots where key in (
       select s.key from upload_slots s
       where s.expires_at < $1
         and (s.binding_until is null or s.binding_until < now())
         and (s.refused_at is not null or s.expires_at < $2 or exists (select 1 from uploads u where u.key = s.key))
       order by s.expires_at
       limit $3
     )
     returning key, exists (select 1 from uploads u where u.key = upload_slots.key) as bound`,
    [now, new Date(now.getTime() - ABANDONED_AFTER_MS), SWEEP_BATCH],
  );
  await Promise.all(spent.map((slot) => Promise.all([ctx.storage.delete(stagingKey(slot.key)), slot.bound ? undefined : ctx.storage.delete(slot.key)])));
}

/** A slot one bind holds while it moves and checks the bytes. */
export interface HeldSlot {
  key: string;
  ownerId: number;
  bindingId: string;
  sourceType: SourceType;
  maxBytes: number;
}

/**
 * Takes the caller's unbound slot for one bind. A second bind of the key while the first works
 * is 6001, as it is once the first has bound it: otherwise it could move other bytes over the
 * ones the first is checking. A key that is not the caller's, or was refused, is -4.
 */
export async function holdSlot(ctx: AppContext, ownerId: number, key: string): Promise<HeldSlot> {
  const bindingId = randomBytes(12).toString('hex');
  const [slot] = await ctx.db.query<{ source_type: SourceType; max_bytes: string | number }>(
    `update upload_slots s set binding_id = $3, binding_until = now() + $4 * interval '1 second'
     where s.key = $1 and s.owner_id = $2 and s.refused_at is null
       and (s.binding_until is null or s.binding_until < now())
       and not exists (select 1 from uploads u where u.key = s.key)
     returning s.source_type, s.max_bytes`,
    [key, ownerId, bindingId, BIND_HOLD_SECONDS],
  );
  if (slot) return { key, ownerId, bindingId, sourceType: slot.source_type, maxBytes: Number(slot.max_bytes) };
  const [taken] = await ctx.db.query('select 1 from upload_slots where key = $1 and owner_id = $2 and refused_at is null', [key, ownerId]);
  throw new AppError(taken ? 'DUPLICATE_UPLOAD' : 'NOT_FOUND');
}

/** Lets go of a slot this bind still holds (after it bound, refused or failed). */
export async function releaseSlot(ctx: AppContext, slot: HeldSlot): Promise<void> {
  await ctx.db.query('update upload_slots set binding_id = null, binding_until = null where key = $1 and binding_id = $2', [slot.key, slot.bindingId]);
}

/** Marks the slot's key spent and deletes its bytes, unless another bind took the slot meanwhile. */
export async function refuseSlot(ctx: AppContext, slot: HeldSlot): Promise<void> {
  const [refused] = await ctx.db.query('update upload_slots set refused_at = now() where key = $1 and binding_id = $2 returning key', [slot.key, slot.bindingId]);
  if (refused) await Promise.all([ctx.storage.delete(slot.key), ctx.storage.delete(stagingKey(slot.key))]);
}
