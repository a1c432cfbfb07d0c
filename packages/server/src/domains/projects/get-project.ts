import type { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { PROJECT_COLUMNS, projectView, THUMBNAIL_JOIN, type FullProject, type ProjectRow } from './project-view.ts';

/** project/get: the owner's project with its document, trashed ones included (the Trash screen opens them). */
export async function getProject(ctx: AppContext, ownerId: number, id: number): Promise<FullProject> {
  const [row] = await ctx.db.query<ProjectRow & { doc: ProjectDocument }>(
    `select ${PROJECT_COLUMNS}, p.doc from projects p ${THUMBNAIL_JOIN} where p.id = $1 and p.owner_id = $2`,
    [id, ownerId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { ...projectView(row, ctx.publicUrl()), document: row.doc };
}
