import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { recentEvents } from '../domains/insights/events.ts';
import { listFeedback } from '../domains/insights/feedback.ts';
import { AppError } from '../errors/app-error.ts';
import { ANY_QUERY, defineRoute } from '../http/define-route.ts';
import { devPage } from '../http/route-answers.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * Development pages, absent in production. GET /dev/mailbox: the mail the outbox kept (newest
 * first) with clickable links, so sign-up and password reset work locally without a mail server.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/mailbox',
    auth: false,
    query: ANY_QUERY,
    answer: 'file',
    handler: async () => {
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      const mails = await ctx.db.query<{ recipient: string; subject: string; html_body: string; created_at: Date }>(
        'select recipient, subject, html_body, created_at from mail_outbox order by id desc limit 100',
      );
      const items = mails
        .map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.recipient)} · ${mail.created_at.toISOString()}</p>${mail.html_body}</article>`)
        .join('<hr>');
      return devPage(`<!doctype html><meta charset="utf-8"><title>Folio mailbox</title><h1>Folio mailbox</h1>${items || '<p>No mail yet.</p>'}`);
    },
  });

  /** GET /dev/insights: what `folio feedback` and `folio analytics` read, while `folio start` holds the embedded database. */
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/insights',
    auth: false,
    query: ANY_QUERY,
    answer: 'file',
    handler: async () => {
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      const [feedback, events] = await Promise.all([listFeedback(ctx.db, 50), recentEvents(ctx.db, 100)]);
      const feedbackItems = feedback.map((item) => `<li><p>${item.createdAt.toISOString()} · ${escapeHtml(item.email || 'signed out')} · ${escapeHtml(item.path)}</p><pre>${escapeHtml(item.message)}</pre></li>`).join('');
      const eventRows = events
        .map((event) => `<tr><td>${event.occurredAt.toISOString()}</td><td>${escapeHtml(event.name)}</td><td>${event.userId ?? ''}</td><td>${escapeHtml(event.visitor)}</td><td>${escapeHtml(event.path)}</td><td><code>${escapeHtml(JSON.stringify(event.props))}</code></td></tr>`)
        .join('');
      return devPage(
        `<!doctype html><meta charset="utf-8"><title>Folio insights</title><h1>Feedback</h1>${feedbackItems ? `<ul>${feedbackItems}</ul>` : '<p>No feedback yet.</p>'}` +
          `<h1>Latest events</h1>${eventRows ? `<table><tr><th>when</th><th>event</th><th>user</th><th>visitor</th><th>page</th><th>properties</th></tr>${eventRows}</table>` : '<p>No events yet.</p>'}`,
      );
    },
  });
}
