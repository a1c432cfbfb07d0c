import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { RawJson } from '../../http/raw-json.ts';
import { PROJECT_COLUMNS, projectView, THUMBNAIL_JOIN, type ProjectRow, type ProjectView } from './project-view.ts';

/**
 * project/get: the owner's project with its document, trashed ones included (the Trash screen
 * opens them). The document is passed on as the stored JSON text (validated when written),
 * since parsing and re-serialising it was most of the call's cost.
 */
export async function getProject(ctx: AppContext, ownerId: number, id: number): Promise<ProjectView & { document: RawJson }> {
  const [row] = await ctx.db.cachedQuery<ProjectRow & { doc: string }>(
    `select ${PROJECT_COLUMNS}, p.doc_text as doc from projects p ${THUMBNAIL_JOIN} where p.id = $1 and p.owner_id = $2`,
    [id, ownerId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { ...projectView(row, ctx.publicUrl()), document: new RawJson(row.doc) };
}
