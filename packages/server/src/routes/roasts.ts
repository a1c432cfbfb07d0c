import { LANGUAGE_IDS } from '@folio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { roastShare, roastUpload } from '../domains/roasts/create-roast.ts';
import { fixRoast } from '../domains/roasts/fix-roast.ts';
import { readRoast } from '../domains/roasts/read-roast.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute, type RouteLimit } from '../http/define-route.ts';
import { FileName } from '../http/file-name.ts';

/**
 * The public deck roast (§2 ai-roast-generator). §7 names no calls for it; they follow the
 * /api2/v1/<domain>/<verb> shape of the others. Making a roast is open to everyone and costs
 * extraction, layout and perhaps a model call, so each address may make ROASTS_PER_ADDRESS in
 * ROAST_WINDOW_MS (share links and uploads together); reading one is not limited.
 */
const R = '/api2/v1/roast';
export const ROASTS_PER_ADDRESS = 20;
const ROAST_WINDOW_MS = 10 * 60_000;
const perAddress: RouteLimit<{ ip: string }> = { key: ({ ip }) => `roast:address:${ip}`, limit: () => ROASTS_PER_ADDRESS, windowMs: ROAST_WINDOW_MS };

const Language = z.enum(LANGUAGE_IDS).default('en');
/** create-roast.ts makes 128 random bits, base64url. */
const RoastId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export function roastRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${R}/share`,
    auth: false,
    body: z.strictObject({ link: z.string().trim().min(1).max(2048), language: Language }),
    limits: [perAddress],
    handler: async ({ body, request }) => roastShare(ctx, shareIdOf(body.link, allowedHosts(ctx, request)), body.language, (await optionalUser(ctx, request.headers.authorization))?.id),
  });

  // The file comes as the raw body (application/octet-stream), at most the size of an uploaded
  // reference document. The address's limit is counted before a byte of it is read.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: ctx.settings.uploadLimits.document }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (request) => {
      if (!(await ctx.limiter.hit(perAddress.key(request)!, perAddress.limit(ctx.settings), perAddress.windowMs))) throw new AppError('TOO_FREQUENT');
    });
    defineRoute(scope, ctx, {
      method: 'POST',
      url: `${R}/upload`,
      auth: false,
      query: z.strictObject({ name: FileName, language: Language }),
      body: z.instanceof(Buffer).refine((bytes) => bytes.length > 0),
      handler: ({ query, body }) => roastUpload(ctx, new Uint8Array(body), query.name, query.language),
    });
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${R}/get`,
    auth: false,
    query: z.strictObject({ id: RoastId }),
    handler: ({ query }) => readRoast(ctx, query.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${R}/fix`,
    auth: true,
    body: z.strictObject({ id: RoastId }),
    handler: ({ user, body }) => fixRoast(ctx, user.id, body.id),
  });
}

/** This instance's own hosts: the public address's and the one the visitor reached. */
function allowedHosts(ctx: AppContext, request: FastifyRequest): Set<string> {
  return new Set([new URL(ctx.publicUrl()).host, request.headers.host ?? ''].filter(Boolean));
}

/**
 * The project id of a share link (§2 /share/{numeric id}): the link as copied (with or without
 * its scheme), its path, or the bare id. A link to another site is -2: the roast reads this
 * instance's decks only and never fetches an address it is given.
 */
function shareIdOf(link: string, hosts: Set<string>): number {
  const RELATIVE = 'relative.invalid';
  const text = /^\d+$/.test(link) ? `/share/${link}` : link;
  const absolute = text.includes('://') || text.startsWith('/') ? text : `http://${text}`;
  if (!URL.canParse(absolute, `http://${RELATIVE}`)) throw new AppError('PARAMETER_ERROR');
  const url = new URL(absolute, `http://${RELATIVE}`);
  if (!/^https?:$/.test(url.protocol) || (url.host !== RELATIVE && !hosts.has(url.host))) throw new AppError('PARAMETER_ERROR');
  const id = /^\/share\/(\d{1,9})\/?$/.exec(url.pathname)?.[1];
  if (id === undefined) throw new AppError('PARAMETER_ERROR');
  return Number(id);
}
