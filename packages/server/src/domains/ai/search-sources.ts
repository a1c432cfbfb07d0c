import { pageText, type SearchableProject, type SearchableReference } from '@folio/ai';
import type { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { documentReference, type DocumentUpload } from '../uploads/document-reference.ts';

/** The newest document uploads and projects searched: enough for a reference panel, bounded work per search. */
const MAX_UPLOADS = 20;
const MAX_PROJECTS = 50;

/**
 * What search covers when no web search is configured: the caller's own bound document
 * uploads (as upload/bind read them) and the text of their projects that are not in the
 * trash. Nobody else's files or projects are ever read here.
 */
export async function userSearchSources(ctx: AppContext, ownerId: number): Promise<{ references: SearchableReference[]; projects: SearchableProject[] }> {
  const [uploads, projects] = await Promise.all([
    ctx.db.query<DocumentUpload>(`select id, key, name, mime, reference from uploads where owner_id = $1 and source_type = 'document' order by id desc limit $2`, [ownerId, MAX_UPLOADS]),
    ctx.db.query<{ id: number; title: string; doc: ProjectDocument }>(`select id, title, doc from projects where owner_id = $1 and status = 1 order by updated_at desc limit $2`, [ownerId, MAX_PROJECTS]),
  ]);
  const references: SearchableReference[] = [];
  for (const upload of uploads) {
    // A file that cannot be read (or has gone from storage) is left out of search rather than failing it.
    const reference = await documentReference(ctx, upload).catch(() => undefined);
    if (reference) references.push({ ...reference, uploadId: upload.id });
  }
  return { references, projects: projects.map((project) => ({ id: String(project.id), title: project.title || project.doc.title, text: projectText(project.doc) })) };
}

/** Slides' text in order, then their speaker notes: one line each. */
function projectText(doc: ProjectDocument): string {
  const slides = (doc.pages ?? []).flatMap((page) => pageText(page));
  const notes = Object.values(doc.scriptMap ?? {}).flatMap((scripts) => scripts.map((script) => script.text));
  return [...slides, ...notes].join('\n');
}
