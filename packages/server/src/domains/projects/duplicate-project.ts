import type { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { spendFreeProject } from './free-quota.ts';
import { insertProject } from './insert-project.ts';
import { projectView, type FullProject } from './project-view.ts';

/**
 * project/duplicate: a new project like any other (it spends a free project), in the same
 * folder, titled '<title> (copy)', with the document and editor state copied and sharing
 * closed. The copy is never trashed, even when the original is.
 */
export async function duplicateProject(ctx: AppContext, ownerId: number, id: number): Promise<FullProject> {
  const row = await ctx.db.transaction(async (tx) => {
    const [original] = await tx.query<{ doc: ProjectDocument; ydoc: Uint8Array | null; folder_id: number | null; thumbnail_upload_id: number | null }>(
      'select doc, ydoc, folder_id, thumbnail_upload_id from projects where id = $1 and owner_id = $2',
      [id, ownerId],
    );
    if (!original) throw new AppError('NOT_FOUND');
    await spendFreeProject(tx, ownerId);
    const doc: ProjectDocument = { ...original.doc, title: copyTitle(original.doc.title) };
    const project = await insertProject(tx, { ownerId, folderId: original.folder_id, doc, ydoc: original.ydoc, thumbnailUploadId: original.thumbnail_upload_id });
    return { project, doc };
  });
  return { ...projectView(row.project, ctx.publicUrl()), document: row.doc };
}

/** Stays within ProjectDocument's 300-character title. */
function copyTitle(title: string): string {
  return `${title.slice(0, 293)} (copy)`;
}
