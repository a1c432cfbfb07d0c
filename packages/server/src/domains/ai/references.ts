import { buffer } from 'node:stream/consumers';
import { extractReference, Reference } from '@folio/ai';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The references a generation draws on: documents the person uploaded (by upload id, theirs
 * only), read from storage and extracted; and references the app already holds from
 * upload/extract/url or extract/youtube, passed back as they were answered.
 */
export async function loadReferences(ctx: AppContext, ownerId: number, uploadIds: readonly number[], given: readonly Reference[]): Promise<Reference[]> {
  const uploads = uploadIds.length
    ? await ctx.db.query<{ id: number; key: string; name: string }>(`select id, key, name from uploads where owner_id = $1 and id = any($2::int[])`, [ownerId, uploadIds])
    : [];
  if (uploads.length !== new Set(uploadIds).size) throw new AppError('NOT_FOUND');
  const extracted = await Promise.all(
    uploads.map(async (upload) => {
      const stream = await ctx.storage.get(upload.key);
      if (!stream) throw new AppError('NOT_FOUND');
      try {
        return await extractReference({ name: upload.name, bytes: new Uint8Array(await buffer(stream)) });
      } catch {
        throw new AppError('FILE_TYPE_NOT_ALLOWED');
      }
    }),
  );
  return [...extracted, ...given];
}
