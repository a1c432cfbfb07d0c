import type { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { spendFreeProject } from './free-quota.ts';
import { assertShareAccess, type PasswordColumns } from '../share-links/share-gate.ts';
import { insertProject } from './insert-project.ts';
import { PROJECT_STATUS, projectView, type FullProject } from './project-view.ts';

interface OriginalRow extends PasswordColumns {
  status: number;
  share_enabled: boolean;
  share_allow_copy: boolean;
  doc: ProjectDocument;
  ydoc: Uint8Array | null;
  folder_id: number | null;
  thumbnail_upload_id: number | null;
}

/**
 * project/duplicate: a new project like any other (it spends a free project), titled
 * '<title> (copy)', with the document and editor state copied and sharing closed. The copy is
 * never trashed, even when the original is. The owner's copy stays in the original's folder;
 * anyone else may copy a deck its author shares with copying allowed (§2 share page), into
 * their own workspace, once they have typed its password if it has one.
 */
export async function duplicateProject(ctx: AppContext, userId: number, id: number, cookie?: string): Promise<FullProject> {
  const row = await ctx.db.transaction(async (tx) => {
    const [original] = await tx.query<OriginalRow>(
      'select id, owner_id, status, share_enabled, share_allow_copy, share_password_hash, share_password_version, doc, ydoc, folder_id, thumbnail_upload_id from projects where id = $1',
      [id],
    );
    if (!original) throw new AppError('NOT_FOUND');
    const own = original.owner_id === userId;
    if (!own) {
      assertCopyable(original);
      assertShareAccess(ctx, original, { cookie, userId });
    }
    await spendFreeProject(tx, userId);
    const doc: ProjectDocument = { ...original.doc, title: copyTitle(original.doc.title) };
    const project = await insertProject(tx, {
      ownerId: userId,
      folderId: own ? original.folder_id : null,
      doc,
      ydoc: original.ydoc,
      thumbnailUploadId: original.thumbnail_upload_id,
    });
    return { project, doc };
  });
  return { ...projectView(row.project, ctx.fetchBase), document: row.doc };
}

/** Someone else's deck is -4 unless it is shared (as for every owner-only call), and 4011 when its author did not allow copies. */
function assertCopyable(original: OriginalRow): void {
  if (original.status === PROJECT_STATUS.trashed || !original.share_enabled) throw new AppError('NOT_FOUND');
  if (!original.share_allow_copy) throw new AppError('SHARING_FORBIDDEN');
}

/** Stays within ProjectDocument's 300-character title. */
function copyTitle(title: string): string {
  return `${title.slice(0, 293)} (copy)`;
}
