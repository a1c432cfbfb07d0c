import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { stagingKey } from '../storage/storage.ts';

export interface SignedPut {
  key: string;
  expires: number;
  sig: string;
  /** Content-Length when the client sent one. */
  declaredSize: number | undefined;
  body: Readable;
}

class TooLarge extends Error {}

/**
 * The PUT to a local upload URL: the signature must be the server's (-4 otherwise: a URL it
 * never issued does not exist), unexpired (4012), for a slot not yet bound (6001) nor refused
 * (-4); the bytes stream to storage under the slot's staging key, where upload/bind takes them
 * from, and stop at the slot's limit (413, nothing kept).
 */
export async function receiveUpload(ctx: AppContext, put: SignedPut): Promise<{ size: number }> {
  if (!ctx.uploadSigner.verify(put.key, put.expires, put.sig)) throw new AppError('NOT_FOUND');
  if (put.expires * 1000 < Date.now()) throw new AppError('LINK_EXPIRED');
  const [slot] = await ctx.db.query<{ max_bytes: string | number; refused: boolean }>('select max_bytes, refused_at is not null as refused from upload_slots where key = $1', [put.key]);
  if (await isBound(ctx, put.key)) throw new AppError('DUPLICATE_UPLOAD');
  if (!slot || slot.refused) throw new AppError('NOT_FOUND');
  const maxBytes = Number(slot.max_bytes);
  if (put.declaredSize !== undefined && put.declaredSize > maxBytes) throw new AppError('BODY_TOO_LARGE');
  let size: number;
  try {
    size = await ctx.storage.put(stagingKey(put.key), limited(put.body, maxBytes));
  } catch (error) {
    if (error instanceof TooLarge) throw new AppError('BODY_TOO_LARGE');
    throw error;
  }
  // Bound while these bytes arrived: bind took the ones before them, and these would never be read.
  if (await isBound(ctx, put.key)) {
    await ctx.storage.delete(stagingKey(put.key));
    throw new AppError('DUPLICATE_UPLOAD');
  }
  return { size };
}

async function isBound(ctx: AppContext, key: string): Promise<boolean> {
  const [bound] = await ctx.db.query('select 1 from uploads where key = $1', [key]);
  return bound !== undefined;
}

async function* limited(body: Readable, maxBytes: number): AsyncIterable<Uint8Array> {
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge();
    yield chunk;
  }
}
