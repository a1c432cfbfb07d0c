import { ProjectDocument } from '@folio/layout';
import { z } from 'zod';
import { request } from '../api/http.ts';

const ProjectWithDocument = z.object({ id: z.coerce.string(), kind: z.string(), title: z.string(), document: ProjectDocument });

/** The project call the maker needs (server README, "Projects"): read a deck to draw its map. */
export const deckApi = {
  get: (id: string) => request('GET', '/api2/v1/project/get', { query: { id }, schema: ProjectWithDocument }),
};
