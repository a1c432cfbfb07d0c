import { ProjectDocument } from '@folio/layout';
import { z } from 'zod';
import { request } from '../api/http.ts';

const ProjectWithDocument = z.object({ id: z.coerce.string(), kind: z.string(), title: z.string(), document: ProjectDocument });

/** The two project calls the maker needs (server README, "Projects"): read a deck, write it back whole. */
export const deckApi = {
  get: (id: string) => request('GET', '/api2/v1/project/get', { query: { id }, schema: ProjectWithDocument }),
  /** The server validates the document and passes it into the editor's live state, so open editors see it. */
  save: (id: string, doc: ProjectDocument) => request('POST', '/api/iart/v1/project/updateProject', { body: { id, doc }, schema: z.unknown() }),
};
