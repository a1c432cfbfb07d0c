import { insertPage, Page, readProject, type BlockOf } from '@folio/layout';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { PROJECT_STATUS } from '../projects/project-view.ts';

/** A document holds at most this many pages (the layout schema's ProjectDocument). */
const MAX_PAGES = 500;

/** Short random ids: a slide added to someone's deck must not collide with theirs. */
function freshId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

/** A slide with the diagram's title as its headline and the diagram filling the rest, as the editor's own diagram slides are laid out. */
export function diagramSlide(block: BlockOf<'diagram'>, title: string): Page {
  const children: unknown[] = [];
  if (title.trim()) children.push({ id: freshId('title'), type: 'content', content: { kind: 'text', paragraphs: [{ role: 'headline', spans: [{ text: title.trim() }] }] } });
  children.push({ id: freshId('diagram'), type: 'content', size: 1, content: block });
  return Page.parse({ id: freshId('page'), layout: { id: freshId('root'), type: 'column', config: { gap: 24, padding: 56 }, children } });
}

/**
 * Adds the diagram as the last slide (a page's last section) of one of the caller's projects,
 * as a change to the project's collaborative document: an editor with it open sees the slide
 * arrive and keeps everything it has not yet saved, where writing the whole document back would
 * overwrite it. Answers the new page's id and its 1-based number.
 */
export async function insertDiagram(ctx: AppContext, ownerId: number, projectId: number, block: BlockOf<'diagram'>, title: string): Promise<{ pageId: string; number: number }> {
  const [row] = await ctx.db.query<{ id: number }>('select id from projects where id = $1 and owner_id = $2 and status = $3', [projectId, ownerId, PROJECT_STATUS.normal]);
  if (!row) throw new AppError('NOT_FOUND');
  const page = diagramSlide(block, title);
  let number = 0;
  let full = false;
  await ctx.collab.edit(projectId, (ydoc) => {
    const count = readProject(ydoc).pages.length;
    if (count >= MAX_PAGES) {
      full = true;
      return;
    }
    insertPage(ydoc, count, page);
    number = count + 1;
  });
  if (full) throw new AppError('PARAMETER_ERROR');
  return { pageId: page.id, number };
}
