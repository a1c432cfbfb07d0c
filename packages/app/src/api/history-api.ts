import { ProjectDocument } from '@folio/layout';
import { z } from 'zod';
import { request } from './http.ts';

/** The version history calls (issue 22; packages/server README "Version history" gives the fields). */

const V = '/api2/v1/project/version';

export const Version = z.object({
  id: z.number(),
  kind: z.enum(['auto', 'named']),
  reason: z.enum(['session', 'ai', 'restore']).nullable(),
  name: z.string().nullable(),
  createdTime: z.string(),
  author: z.object({ id: z.number(), name: z.string() }).nullable(),
  pageCount: z.number(),
  /** The project's look and first page, for the thumbnail. */
  cover: ProjectDocument,
});
export type Version = z.infer<typeof Version>;

/** The versions, newest first, and how many automatic ones the server keeps (VERSION_HISTORY_AUTO_KEEP). */
const VersionList = z.object({ list: z.array(Version), autoKeep: z.number() });
export type VersionList = z.infer<typeof VersionList>;

const VersionWithDoc = Version.extend({ doc: ProjectDocument });
export type VersionWithDoc = z.infer<typeof VersionWithDoc>;

const Nothing = z.unknown();

export const historyApi = {
  list: (projectId: string) => request('GET', `${V}/list`, { query: { id: projectId }, schema: VersionList }),
  get: (projectId: string, versionId: number) => request('GET', `${V}/get`, { query: { id: projectId, versionId }, schema: VersionWithDoc }),
  name: (projectId: string, name: string) => request('POST', `${V}/create`, { body: { id: projectId, name }, schema: Version }),
  rename: (projectId: string, versionId: number, name: string) => request('POST', `${V}/update`, { body: { id: projectId, versionId, name }, schema: Version }),
  remove: (projectId: string, versionId: number) => request('POST', `${V}/delete`, { body: { id: projectId, versionId }, schema: Nothing }),
  /** Keeps the current document as a version before the editor restores an older one. */
  checkpoint: (projectId: string) => request('POST', `${V}/checkpoint`, { body: { id: projectId }, schema: Nothing }),
};
