import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { recordView } from '../domains/share-links/record-view.ts';
import { unlockShare } from '../domains/share-links/unlock-share.ts';
import { viewStats } from '../domains/share-links/view-stats.ts';
import { defineRoute } from '../http/define-route.ts';
import { Id } from '../validation/ids.ts';

/**
 * Share links' password and viewer statistics (issue 22), beside §7's share/config and
 * share/view in projects.ts. §7 names no paths for them; they live under the same
 * /api2/v1/project/share/ prefix, where the access cookie is sent.
 */

const P = '/api2/v1/project/share';
const MINUTE_MS = 60_000;
/** A share page sends a batch every 15 s and one on leaving: this leaves room for several tabs behind one address. */
const VIEW_BATCHES_PER_MINUTE = 120;

/** A share link's password: any characters, long enough not to be guessed in the few tries allowed. */
export const SharePassword = z.string().min(4).max(64);
/** The share page's random ids (crypto.randomUUID). */
const RandomId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export function shareLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/unlock`,
    auth: false,
    body: z.strictObject({ id: Id, password: z.string().max(64) }),
    handler: async ({ body, ip, reply }) => {
      const cookie = await unlockShare(ctx, body.id, body.password, ip);
      if (cookie) void reply.header('set-cookie', cookie);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${P}/views/record`,
    auth: false,
    body: z.strictObject({
      id: Id,
      viewer: RandomId,
      view: RandomId,
      channel: z.string().max(64).optional(),
      referrer: z.string().max(2048).optional(),
      slides: z
        .array(z.strictObject({ slide: z.number().int().min(0).max(9_999), ms: z.number().int().min(1).max(10 * MINUTE_MS) }))
        .max(500)
        .default([]),
    }),
    limits: [{ key: ({ ip }) => `share-views:address:${ip}`, limit: () => VIEW_BATCHES_PER_MINUTE, windowMs: MINUTE_MS }],
    handler: async ({ body, request }) => {
      const viewer = { cookie: request.headers.cookie, userId: (await optionalUser(ctx, request.headers.authorization))?.id };
      await recordView(ctx, body, viewer, request.headers);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${P}/views/stats`,
    auth: true,
    query: z.strictObject({ id: Id }),
    handler: ({ user, query }) => viewStats(ctx, user.id, query.id),
  });
}
