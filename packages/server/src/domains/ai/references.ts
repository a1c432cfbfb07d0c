import { type Reference } from '@folio/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { documentReference, type DocumentUpload } from '../uploads/document-reference.ts';

/**
 * The references a generation draws on: documents the person uploaded (by upload id, theirs
 * only), as upload/bind read them; and references the app already holds from
 * upload/extract/url or extract/youtube, passed back as they were answered.
 */
export async function loadReferences(ctx: AppContext, ownerId: number, uploadIds: readonly number[], given: readonly Reference[]): Promise<Reference[]> {
  const uploads = uploadIds.length
    ? await ctx.db.query<DocumentUpload>(`select id, key, name, mime, reference from uploads where owner_id = $1 and id = any($2::int[])`, [ownerId, uploadIds])
    : [];
  if (uploads.length !== new Set(uploadIds).size) throw new AppError('NOT_FOUND');
  const extracted = await Promise.all(uploads.map((upload) => documentReference(ctx, upload)));
  return [...extracted, ...given];
}
