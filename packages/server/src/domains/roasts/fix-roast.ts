import { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createProject } from '../projects/create-project.ts';
import { duplicateProject } from '../projects/duplicate-project.ts';

interface FixRow {
  source_kind: 'share' | 'pptx' | 'pdf';
  source_project_id: number | null;
  owner_id: number | null;
  project_kind: string | null;
  deck: unknown;
}

/**
 * "Fix it in Folio": the roasted deck as one of the signed-in person's projects, to open in
 * the editor. The author of a shared deck gets their own project back (nothing is copied or
 * spent); anyone else gets a copy, as the share page's copy button makes one (the author must
 * allow copies: 4011 otherwise; a closed share -4). An uploaded file becomes a new project
 * holding the slides as they were read. A copy or a new project spends a free project (-6).
 */
export async function fixRoast(ctx: AppContext, userId: number, id: string): Promise<{ projectId: number; kind: string; copied: boolean }> {
  const [row] = await ctx.db.query<FixRow>(
    'select r.source_kind, r.source_project_id, p.owner_id, p.kind as project_kind, r.deck from roasts r left join projects p on p.id = r.source_project_id where r.id = $1',
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (row.source_kind === 'share') {
    if (row.source_project_id === null) throw new AppError('NOT_FOUND');
    if (row.owner_id === userId) return { projectId: row.source_project_id, kind: row.project_kind ?? 'presentation', copied: false };
    const copy = await duplicateProject(ctx, userId, row.source_project_id);
    return { projectId: copy.id, kind: copy.kind, copied: true };
  }
  const doc = ProjectDocument.parse(row.deck);
  const project = await createProject(ctx, userId, { kind: 'presentation', doc, title: doc.title });
  return { projectId: project.id, kind: project.kind, copied: true };
}
