import { replaceProject, type ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { assertProjectAccess } from './project-access.ts';
import { getVersion, takeAutoVersion } from './version-store.ts';

/**
 * The document a restore writes: the version's pages, theme and notes under the project's
 * current title, since the title is how people find the project in their lists and a restore
 * is about content.
 */
export function restoredDocument(version: ProjectDocument, current: Pick<ProjectDocument, 'title'>): ProjectDocument {
  return { ...version, title: current.title };
}

/**
 * version/checkpoint: an automatic version of the document as it is now, taken before the
 * editor restores an older one itself (see restoreVersion for why the editor does it), so
 * what was replaced stays in the history after the undo steps are gone.
 */
export async function checkpointBeforeRestore(ctx: AppContext, userId: number, projectId: number): Promise<null> {
  await assertProjectAccess(ctx.db, userId, projectId);
  await takeAutoVersion(ctx, projectId, userId, 'restore');
  return null;
}

/**
 * version/restore, done by the server: the current document is kept as an automatic version,
 * then the version's document is written into the live Y.Doc as one new transaction (through
 * the open room when someone is editing, so they see it at once). Nothing is rewritten: the
 * restore is a change like any other, and the version before it is in the history.
 *
 * The editor does not call this: it writes the same document into its own Y.Doc in one
 * transaction of its own origin, so the person's Undo takes the restore back in one step (a
 * change that arrives from the server is someone else's and is never undone by their History).
 */
export async function restoreVersion(ctx: AppContext, userId: number, projectId: number, versionId: number): Promise<null> {
  const version = await getVersion(ctx, userId, projectId, versionId);
  await takeAutoVersion(ctx, projectId, userId, 'restore');
  const current = await ctx.collab.read(projectId);
  await ctx.collab.edit(projectId, (ydoc) => replaceProject(ydoc, restoredDocument(version.doc, current ?? version.doc)));
  return null;
}
