import { z } from 'zod';
import { request } from './http.ts';

/**
 * A share link's password and viewer statistics (packages/server routes/share-links.ts). The
 * access a right password gives is an HttpOnly cookie the browser sends by itself.
 */

export const ViewStats = z.object({
  views: z.number(),
  viewers: z.number(),
  days: z.array(z.object({ date: z.string(), views: z.number(), viewers: z.number() })),
  slides: z.array(z.object({ slide: z.number(), ms: z.number(), views: z.number() })),
  sources: z.array(z.object({ channel: z.string(), referrer: z.string(), views: z.number() })),
});
export type ViewStats = z.infer<typeof ViewStats>;

/** One batch of a share page's view: time per 0-based slide since the last batch. */
export interface ViewBatch {
  id: number;
  viewer: string;
  view: string;
  channel?: string;
  referrer?: string;
  slides: { slide: number; ms: number }[];
}

export const VIEW_RECORD_PATH = '/api2/v1/project/share/views/record';

export const shareLinksApi = {
  unlock: (id: number, password: string) => request('POST', '/api2/v1/project/share/unlock', { body: { id, password }, schema: z.unknown() }),
  stats: (id: number) => request('GET', '/api2/v1/project/share/views/stats', { query: { id }, schema: ViewStats }),
  record: (batch: ViewBatch) => request('POST', VIEW_RECORD_PATH, { body: batch, schema: z.unknown(), keepalive: true }),
};
