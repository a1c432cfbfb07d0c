import { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertProjectAccess } from './project-access.ts';
import { VERSION_COLUMNS, versionView, type VersionReason, type VersionRow, type VersionView } from './version-view.ts';

const FROM = 'project_history h left join users u on u.id = h.author_id';

/** version/list: every version of a project the caller may edit, newest first, and how many automatic ones are kept. */
export async function listVersions(ctx: AppContext, userId: number, projectId: number): Promise<{ list: VersionView[]; autoKeep: number }> {
  await assertProjectAccess(ctx.db, userId, projectId);
  const rows = await ctx.db.query<VersionRow>(`select ${VERSION_COLUMNS} from ${FROM} where h.project_id = $1 order by h.created_at desc, h.id desc`, [projectId]);
  return { list: rows.map(versionView), autoKeep: ctx.settings.history.autoKeep };
}

/** version/get: one version with its whole document, for a read-only preview (or a restore). */
export async function getVersion(ctx: AppContext, userId: number, projectId: number, versionId: number): Promise<VersionView & { doc: ProjectDocument }> {
  await assertProjectAccess(ctx.db, userId, projectId);
  const [row] = await ctx.db.query<VersionRow & { doc: ProjectDocument }>(`select ${VERSION_COLUMNS}, h.doc from ${FROM} where h.id = $1 and h.project_id = $2`, [versionId, projectId]);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...versionView(row), doc: row.doc };
}

async function readView(ctx: AppContext, versionId: number): Promise<VersionView> {
  const [row] = await ctx.db.query<VersionRow>(`select ${VERSION_COLUMNS} from ${FROM} where h.id = $1`, [versionId]);
  if (!row) throw new AppError('NOT_FOUND');
  return versionView(row);
}

/** version/create: the document as its editors see it now, under a name; kept until deleted. */
export async function nameCurrentVersion(ctx: AppContext, userId: number, projectId: number, name: string): Promise<VersionView> {
  await assertProjectAccess(ctx.db, userId, projectId);
  const doc = await ctx.collab.read(projectId);
  if (!doc) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db.query<{ id: number }>(`insert into project_history (project_id, author_id, kind, name, doc) values ($1, $2, 'named', $3, $4) returning id`, [
    projectId,
    userId,
    name,
    JSON.stringify(ProjectDocument.parse(doc)),
  ]);
  return readView(ctx, row!.id);
}

/** version/update: names (or renames) a version; an automatic one that gets a name is kept from then on. */
export async function renameVersion(ctx: AppContext, userId: number, projectId: number, versionId: number, name: string): Promise<VersionView> {
  await assertProjectAccess(ctx.db, userId, projectId);
  const [row] = await ctx.db.query<{ id: number }>(`update project_history set kind = 'named', name = $3 where id = $1 and project_id = $2 returning id`, [versionId, projectId, name]);
  if (!row) throw new AppError('NOT_FOUND');
  return readView(ctx, versionId);
}

/** version/delete */
export async function deleteVersion(ctx: AppContext, userId: number, projectId: number, versionId: number): Promise<null> {
  await assertProjectAccess(ctx.db, userId, projectId);
  const [row] = await ctx.db.query<{ id: number }>('delete from project_history where id = $1 and project_id = $2 returning id', [versionId, projectId]);
  if (!row) throw new AppError('NOT_FOUND');
  return null;
}

/**
 * Takes an automatic version of the document as it is now, unless the newest version already
 * holds exactly this document (an AI generation right after a session ended, or two in a row
 * with nothing edited between, would otherwise list the same state twice). Then keeps only
 * the newest VERSION_HISTORY_AUTO_KEEP automatic versions of the project.
 */
export async function takeAutoVersion(ctx: AppContext, projectId: number, authorId: number | undefined, reason: VersionReason): Promise<void> {
  const doc = await ctx.collab.read(projectId);
  if (!doc) return;
  const checked = ProjectDocument.safeParse(doc);
  // A document the schema refuses cannot be restored; its last good version stays the newest.
  if (!checked.success) return;
  await ctx.db.transaction(async (tx) => {
    // Two instances ending sessions of the same project at once take turns here.
    await tx.query('select id from projects where id = $1 for update', [projectId]);
    const json = JSON.stringify(checked.data);
    const [newest] = await tx.query<{ same: boolean }>('select doc = $2::jsonb as same from project_history where project_id = $1 order by created_at desc, id desc limit 1', [projectId, json]);
    if (newest?.same) return;
    await tx.query(`insert into project_history (project_id, author_id, kind, reason, doc) values ($1, $2, 'auto', $3, $4)`, [projectId, authorId ?? null, reason, json]);
    await tx.query(
      `delete from project_history where id in (
         select id from project_history where project_id = $1 and kind = 'auto' order by created_at desc, id desc offset $2)`,
      [projectId, ctx.settings.history.autoKeep],
    );
  });
}
