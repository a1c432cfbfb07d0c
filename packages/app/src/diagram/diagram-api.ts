import { ProjectDocument, type BlockOf } from '@folio/layout';
import { z } from 'zod';
import { request } from '../api/http.ts';
import { withDiagramSlide } from './diagram-document.ts';

export const DiagramRecord = z.object({ id: z.number(), title: z.string(), source: z.string(), updatedTime: z.string() });
export type DiagramRecord = z.infer<typeof DiagramRecord>;

const D = '/api2/v1/diagram';
const Nothing = z.unknown();

/** The /diagram screen's stored diagrams (packages/server README "Diagrams"). */
export const diagramApi = {
  list: () => request('GET', `${D}/list`, { schema: z.array(DiagramRecord) }),
  add: (title: string, source: string) => request('POST', `${D}/add`, { body: { title, source }, schema: DiagramRecord }),
  update: (id: number, title: string, source: string) => request('POST', `${D}/update`, { body: { id, title, source }, schema: DiagramRecord }),
  remove: (id: number) => request('POST', `${D}/delete`, { body: { id }, schema: Nothing }),
};

const FullProject = z.object({ document: ProjectDocument });

/**
 * Adds the diagram as the deck's last slide through the project update call, which also
 * writes the editor's collaborative state, so an open editor shows the slide. Returns the
 * slide's number.
 */
export async function insertIntoDeck(projectId: string, block: BlockOf<'diagram'>, title: string): Promise<number> {
  const { document } = await request('GET', '/api2/v1/project/get', { query: { id: projectId }, schema: FullProject });
  const doc = withDiagramSlide(document, block, title);
  await request('POST', '/api/iart/v1/project/updateProject', { body: { id: Number(projectId), doc }, schema: Nothing });
  return doc.pages.length;
}
