import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { foldStoredUpdates } from '../collab/project-store.ts';
import { RawJson } from '../../http/raw-json.ts';
import { PROJECT_COLUMNS, projectView, THUMBNAIL_JOIN, type ProjectRow, type ProjectView } from './project-view.ts';

/**
 * project/get: the owner's project with its document, trashed ones included (the Trash screen
 * opens them). The document is passed on as the stored JSON text (validated when written),
 * since parsing and re-serialising it was most of the call's cost. Answers are shared from
 * ProjectReads while the owner's projects stay as they were. A copy behind the updates a
 * server stored and then stopped before it folded them is brought up to date first.
 */
export async function getProject(ctx: AppContext, ownerId: number, id: number): Promise<ProjectView & { document: RawJson }> {
  const project = await ctx.projectReads.read(ownerId, `get:${id}`, () => readProject(ctx, ownerId, id), (value) => (value ? value.document.text.length * 2 + 512 : 64));
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}

async function readProject(ctx: AppContext, ownerId: number, id: number): Promise<(ProjectView & { document: RawJson }) | undefined> {
  const read = async () => {
    const [row] = await ctx.db.query<ProjectRow & { doc: string }>(
      `select ${PROJECT_COLUMNS}, p.doc_text as doc from projects p ${THUMBNAIL_JOIN} where p.id = $1 and p.owner_id = $2`,
      [id, ownerId],
    );
    return row && { ...projectView(row, ctx.fetchBase), document: new RawJson(row.doc) };
  };
  const project = await read();
  // The owner's only: nobody else's call makes the server fold a project.
  if (!project || !(await ctx.collab.holdsLeftovers(id))) return project;
  await foldStoredUpdates(ctx.db, id);
  return (await read()) ?? project;
}
