import type { ProjectDocument, ProjectKind } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { ownedFolderId } from '../folders/owned-folder.ts';
import { themeForDocument } from '../themes/custom-themes.ts';
import { blankDocument } from './blank-document.ts';
import { spendFreeProject } from './free-quota.ts';
import { insertProject } from './insert-project.ts';
import { projectView, type FullProject } from './project-view.ts';

export interface CreateProject {
  kind: ProjectKind;
  title?: string | undefined;
  folderId?: number | undefined;
  /** A whole document (validated by the route); absent: one blank page. */
  doc?: ProjectDocument | undefined;
  /** A built-in theme id or one of the caller's 'custom-<n>'; wins over the document's. */
  themeId?: string | undefined;
}

/**
 * project/create: spends a free project (or -6) and stores the document in one transaction,
 * so a refused folder or theme spends nothing. The row's kind and title are the document's.
 */
export async function createProject(ctx: AppContext, ownerId: number, input: CreateProject): Promise<FullProject> {
  const row = await ctx.db.transaction(async (tx) => {
    const folderId = input.folderId === undefined ? null : await ownedFolderId(tx, ownerId, input.folderId);
    const base = input.doc ?? blankDocument(input.kind, input.title ?? '');
    const theme = input.themeId === undefined ? {} : await themeForDocument(tx, ownerId, input.themeId);
    const doc: ProjectDocument = { ...base, ...theme, kind: input.kind, title: input.title ?? base.title };
    await spendFreeProject(tx, ownerId);
    return { project: await insertProject(tx, { ownerId, folderId, doc }), doc };
  });
  return { ...projectView(row.project, ctx.fetchBase), document: row.doc };
}
