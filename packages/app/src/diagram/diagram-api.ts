import type { BlockOf } from '@folio/layout';
import { z } from 'zod';
import { request } from '../api/http.ts';

export const DiagramRecord = z.object({ id: z.number(), title: z.string(), source: z.string(), updatedTime: z.string() });
export type DiagramRecord = z.infer<typeof DiagramRecord>;

const D = '/api2/v1/diagram';
const Nothing = z.unknown();
const Inserted = z.object({ pageId: z.string(), number: z.number() });

/** The /diagram screen's stored diagrams (packages/server README "Diagrams"). */
export const diagramApi = {
  list: () => request('GET', `${D}/list`, { schema: z.array(DiagramRecord) }),
  add: (title: string, source: string) => request('POST', `${D}/add`, { body: { title, source }, schema: DiagramRecord }),
  update: (id: number, title: string, source: string) => request('POST', `${D}/update`, { body: { id, title, source }, schema: DiagramRecord }),
  remove: (id: number) => request('POST', `${D}/delete`, { body: { id }, schema: Nothing }),
};

/**
 * Adds the diagram as the deck's last slide through the server's change to the deck's
 * collaborative document, so an editor with the deck open sees it arrive and loses nothing.
 * Answers the slide's number.
 */
export async function insertIntoDeck(projectId: string, block: BlockOf<'diagram'>, title: string): Promise<number> {
  const { number } = await request('POST', `${D}/insert`, { body: { projectId: Number(projectId), title, block }, schema: Inserted });
  return number;
}
