import { ProjectDocument } from '@folio/layout';
import { z } from 'zod';
import { request } from '../api/http.ts';

/** The deck roast's calls (packages/server routes/roasts.ts) and the shape of a roast (server domains/roasts/roast-result.ts). */

const Params = z.record(z.string(), z.union([z.string(), z.number()]));
const Line = z.object({ code: z.string(), params: Params });
export type RoastLine = z.infer<typeof Line>;

export const RoastSlide = z.object({ number: z.number(), title: z.string(), words: z.number(), lines: z.array(Line), quip: z.string().optional() });
export type RoastSlide = z.infer<typeof RoastSlide>;

export const Roast = z.object({
  id: z.string(),
  createdTime: z.string(),
  source: z.object({ kind: z.enum(['share', 'pptx', 'pdf']), name: z.string(), projectId: z.number().nullable() }),
  result: z.object({
    title: z.string(),
    score: z.number(),
    writtenBy: z.enum(['rules', 'model']),
    language: z.string(),
    opener: z.string().optional(),
    deck: z.array(Line),
    slides: z.array(RoastSlide),
  }),
  deck: ProjectDocument,
});
export type Roast = z.infer<typeof Roast>;

const Created = z.object({ id: z.string() });
/** A roast reads a whole deck and may wait for a model: longer than an ordinary call. */
const ROAST_TIMEOUT_MS = 3 * 60_000;

export const roastApi = {
  share: (link: string, language: string) => request('POST', '/api2/v1/roast/share', { body: { link, language }, schema: Created, timeoutMs: ROAST_TIMEOUT_MS }),
  upload: (file: File, language: string) => request('POST', '/api2/v1/roast/upload', { query: { name: file.name, language }, bytes: file, schema: Created, timeoutMs: ROAST_TIMEOUT_MS }),
  get: (id: string) => request('GET', '/api2/v1/roast/get', { query: { id }, schema: Roast }),
  fix: (id: string) => request('POST', '/api2/v1/roast/fix', { body: { id }, schema: z.object({ projectId: z.number(), kind: z.enum(['presentation', 'page']), copied: z.boolean() }) }),
};
