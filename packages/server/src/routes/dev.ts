import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * GET /dev/mailbox: the mail the outbox kept (newest first) with clickable links, so sign-up and
 * password reset work locally without a mail server. Absent in production.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/mailbox', async (_request, reply) => {
    if (ctx.settings.production) throw new AppError('NOT_FOUND');
    const mails = await ctx.db.query<{ recipient: string; subject: string; html_body: string; created_at: Date }>(
      'select recipient, subject, html_body, created_at from mail_outbox order by id desc limit 100',
    );
    const items = mails
      .map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.recipient)} · ${mail.created_at.toISOString()}</p>${mail.html_body}</article>`)
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><meta charset="utf-8"><title>Folio mailbox</title><h1>Folio mailbox</h1>${items || '<p>No mail yet.</p>'}`);
  });
}
