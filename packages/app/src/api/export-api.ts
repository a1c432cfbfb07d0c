import { ProjectDocument } from '@folio/layout';
import { z } from 'zod';
import { request } from './http.ts';

/**
 * The editor's export and share calls (PRODUCT.md §7 Export and Projects; packages/server
 * routes/export.ts and projects.ts give the fields).
 */

export const EXPORT_TYPES = ['pdf', 'pptx', 'images', 'image'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

const ExportStarted = z.object({ taskId: z.string().min(1) });

export const ExportTask = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), url: z.string().min(1), fileName: z.string().min(1) }),
  z.object({ status: z.enum(['pending', 'error', 'not_found']) }),
]);
export type ExportTask = z.infer<typeof ExportTask>;

export const ShareConfig = z.object({
  id: z.coerce.number(),
  enabled: z.boolean(),
  allowCopy: z.boolean(),
  /** rc */
  disableCitation: z.boolean(),
  /** rb */
  disableBrand: z.boolean(),
  /** Viewers type a password first (Pro). */
  passwordProtected: z.boolean(),
  /** The public link, with rc/rb when set. */
  url: z.string(),
});
export type ShareConfig = z.infer<typeof ShareConfig>;
export type ShareChange = Partial<Pick<ShareConfig, 'enabled' | 'allowCopy' | 'disableCitation' | 'disableBrand'>> & {
  /** A new password for the link, or null to remove it. */
  password?: string | null;
};

/** The public side of a share link (no sign-in): the deck, and whether to show the 'Made with Folio' badge. */
export const SharedProject = z.object({
  id: z.number(),
  title: z.string(),
  doc: ProjectDocument,
  allowCopy: z.boolean(),
  disableCitation: z.boolean(),
  badge: z.boolean(),
});
export type SharedProject = z.infer<typeof SharedProject>;

export const exportApi = {
  start: (projectId: number, type: ExportType, scale?: number) =>
    request('POST', '/api2/v1/export/post', { body: { projectId, type, ...(scale ? { scale } : {}) }, schema: ExportStarted }).then((answer) => answer.taskId),
  status: (taskId: string, signal?: AbortSignal) => request('GET', '/api2/v1/export/get', { query: { taskId }, schema: ExportTask, ...(signal ? { signal } : {}) }),
};

export const shareApi = {
  config: (id: number) => request('GET', '/api2/v1/project/share/config/get', { query: { id }, schema: ShareConfig }),
  update: (id: number, change: ShareChange) => request('POST', '/api2/v1/project/share/config/update', { body: { id, ...change }, schema: ShareConfig }),
  view: (id: number) => request('GET', '/api2/v1/project/share/view', { query: { id }, schema: SharedProject }),
};
