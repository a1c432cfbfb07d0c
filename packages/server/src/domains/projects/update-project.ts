import { replaceProject, setProjectMeta, type ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { PROJECT_COLUMNS, projectView, THUMBNAIL_JOIN, type FullProject, type ProjectRow, type ProjectStatus } from './project-view.ts';

export interface ProjectChange {
  status?: ProjectStatus | undefined;
  title?: string | undefined;
  /** The whole document (validated by the route); its kind is the project's, whatever it says. */
  doc?: ProjectDocument | undefined;
  /** An image upload of the owner's for the project's card; null removes it. */
  thumbnailId?: number | null | undefined;
}

/**
 * updateProject: status (1 restores, 3 trashes), title, document and thumbnail in one call. The
 * title is written into the document too, so the row and the document never disagree; a
 * document without a new title brings its own. A thumbnail that is not one of the owner's
 * images leaves everything as it was and answers -4.
 */
export async function updateProject(ctx: AppContext, ownerId: number, id: number, change: ProjectChange): Promise<FullProject> {
  const [row] = await ctx.db.query<ProjectRow & { doc: ProjectDocument }>(
    `with p as (
       update projects set
         status = coalesce($3, status),
         doc = jsonb_set(jsonb_set(coalesce($5::jsonb, doc), '{title}', to_jsonb(coalesce($4, $5::jsonb->>'title', title))), '{kind}', to_jsonb(kind)),
         title = coalesce($4, $5::jsonb->>'title', title),
         thumbnail_upload_id = case when $6 then $7 else thumbnail_upload_id end,
         updated_at = now()
       where id = $1 and owner_id = $2
         and ($7::integer is null or exists (select 1 from uploads u where u.id = $7 and u.owner_id = $2 and u.mime like 'image/%'))
       returning *
     )
     select ${PROJECT_COLUMNS}, p.doc from p ${THUMBNAIL_JOIN}`,
    [id, ownerId, change.status ?? null, change.title ?? null, change.doc ? JSON.stringify(change.doc) : null, change.thumbnailId !== undefined, change.thumbnailId ?? null],
  );
  if (!row) throw new AppError('NOT_FOUND');
  // The editor's Yjs state must say the same, or its next save would put the old text back.
  if (change.doc) await ctx.collab.edit(id, (ydoc) => replaceProject(ydoc, row.doc));
  else if (change.title !== undefined) await ctx.collab.edit(id, (ydoc) => setProjectMeta(ydoc, { title: row.doc.title }));
  return { ...projectView(row, ctx.fetchBase), document: row.doc };
}
