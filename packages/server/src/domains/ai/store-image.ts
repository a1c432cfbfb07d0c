import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { sniffFileKind } from '../uploads/file-types.ts';

export interface StoredImage {
  id: number;
  key: string;
  /** Where the app loads it from: the uploads domain serves `/files/<key>`. */
  url: string;
  width: number;
  height: number;
}

/**
 * Keeps a generated image as one of the user's bound uploads, as if they had uploaded it:
 * a fresh random key in storage and an uploads row with the type read from the bytes, so
 * `/files/<key>` serves it, exports inline it and the user's file list shows it. Bytes that
 * are not an image §5 allows (a model answering something else) are refused, not stored.
 */
export async function storeGeneratedImage(ctx: AppContext, ownerId: number, bytes: Uint8Array, prompt: string): Promise<StoredImage> {
  const kind = await sniffFileKind({ head: bytes.subarray(0, 4100), name: 'image', isText: false });
  if (kind?.category !== 'image' || kind.mime === 'image/svg+xml') throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const { loadImage } = await import('@napi-rs/canvas');
  const { width, height } = await loadImage(Buffer.from(bytes));
  const key = randomBytes(16).toString('hex');
  const name = `${slug(prompt) || 'ai-image'}.${kind.mime.split('/')[1] === 'jpeg' ? 'jpg' : kind.mime.split('/')[1]}`;
  await ctx.storage.put(key, bytes, kind.mime);
  try {
    const [row] = await ctx.db.query<{ id: number }>(
      `insert into uploads (owner_id, key, name, mime, size, md5, source_type) values ($1, $2, $3, $4, $5, $6, 'normal') returning id`,
      [ownerId, key, name, kind.mime, bytes.byteLength, createHash('md5').update(bytes).digest('hex')],
    );
    return { id: row!.id, key, url: `/files/${key}`, width, height };
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/** A file name from the prompt's first words: what the user sees in their uploads. */
function slug(prompt: string): string {
  return prompt
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
