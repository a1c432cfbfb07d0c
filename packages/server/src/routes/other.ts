import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { recentErrorReports, storeErrorReport } from '../domains/tracking/error-reports.ts';
import { nomenclature } from '../domains/translation/nomenclature.ts';
import { AppError } from '../errors/app-error.ts';
import { ANY_QUERY, defineRoute } from '../http/define-route.ts';
import { devPage } from '../http/route-answers.ts';
import { escapeHtml } from '../mail/templates.ts';

/** PRODUCT.md §7 "Other" and "Script and error tracking": error reports and the translation nomenclature. */

const REPORTS_PER_ADDRESS_PER_MINUTE = 30;

export function otherRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/track/error',
    // The crash pages report errors whether or not anyone is signed in.
    auth: false,
    body: z.strictObject({
      error: z.string().min(1).max(2_000),
      stack: z.string().max(20_000).optional(),
      digest: z.string().max(200).optional(),
      componentStack: z.string().max(20_000).optional(),
      ua: z.string().max(1_000).optional(),
      path: z.string().max(2_000).optional(),
    }),
    limits: [{ key: ({ ip }) => `track/error:address:${ip}`, limit: () => REPORTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 }],
    handler: async ({ body, request }) => storeErrorReport(ctx, (await optionalUser(ctx, request.headers.authorization))?.id, body),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/translate/:source/:file',
    auth: false,
    params: z.strictObject({ source: z.string(), file: z.string() }),
    query: ANY_QUERY,
    answer: 'file',
    handler: async ({ params }) => {
      const target = /^(.+)\.txt$/.exec(params.file)?.[1];
      if (!target) throw new AppError('NOT_FOUND');
      return { type: 'text/plain; charset=utf-8', headers: { 'cache-control': 'no-cache' }, body: await nomenclature(ctx, params.source, target) };
    },
  });

  /** GET /dev/errors: the latest reports, newest first; absent in production. */
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/errors',
    auth: false,
    query: ANY_QUERY,
    answer: 'file',
    handler: async () => {
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      const reports = await recentErrorReports(ctx, 100);
      const items = reports
        .map((r) => `<article><h2>${escapeHtml(r.error)}</h2><p>${r.createdTime} · user ${r.userId ?? 'anonymous'} · ${escapeHtml(r.path)} · ${escapeHtml(r.ua)}</p><pre>${escapeHtml([r.digest, r.stack, r.componentStack].filter(Boolean).join('\n\n'))}</pre></article>`)
        .join('<hr>');
      return devPage(`<!doctype html><meta charset="utf-8"><title>Folio errors</title><h1>Folio error reports</h1>${items || '<p>No reports yet.</p>'}`);
    },
  });
}
