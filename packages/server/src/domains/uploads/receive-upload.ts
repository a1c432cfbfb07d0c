import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

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
 * never issued does not exist), unexpired (4012), for a slot not yet bound (6001); the bytes
 * stream to storage under the slot's key and stop at the slot's limit (413, nothing kept).
 */
export async function receiveUpload(ctx: AppContext, put: SignedPut): Promise<{ size: number }> {
  if (!ctx.uploadSigner.verify(put.key, put.expires, put.sig)) throw new AppError('NOT_FOUND');
  if (put.expires * 1000 < Date.now()) throw new AppError('LINK_EXPIRED');
  const [slot] = await ctx.db.query<{ max_bytes: string | number; bound: boolean }>(
    'select s.max_bytes, exists (select 1 from uploads u where u.key = s.key) as bound from upload_slots s where s.key = $1',
    [put.key],
  );
  if (!slot) {
    const [bound] = await ctx.db.query('select 1 from uploads where key = $1', [put.key]);
    throw new AppError(bound ? 'DUPLICATE_UPLOAD' : 'NOT_FOUND');
  }
  if (slot.bound) throw new AppError('DUPLICATE_UPLOAD');
  const maxBytes = Number(slot.max_bytes);
  if (put.declaredSize !== undefined && put.declaredSize > maxBytes) throw new AppError('BODY_TOO_LARGE');
  try {
    return { size: await ctx.storage.put(put.key, limited(put.body, maxBytes)) };
  } catch (error) {
    if (error instanceof TooLarge) throw new AppError('BODY_TOO_LARGE');
    throw error;
  }
}

async function* limited(body: Readable, maxBytes: number): AsyncIterable<Uint8Array> {
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge();
    yield chunk;
  }
}
