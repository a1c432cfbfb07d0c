import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { postOnward } from '../../http/post-onward.ts';

export interface FeedbackInput {
  message: string;
  /** A reply address typed by someone signed out; a signed-in author's account address wins. */
  email?: string | undefined;
  path?: string | undefined;
  ua?: string | undefined;
  version?: string | undefined;
}

export interface StoredFeedback {
  id: number;
  userId: number | null;
  email: string;
  message: string;
  path: string;
  ua: string;
  version: string;
  createdAt: Date;
}

/** Keeps the message and, with FEEDBACK_WEBHOOK_URL, posts it to the team's chat as well. */
export async function storeFeedback(ctx: AppContext, userId: number | undefined, input: FeedbackInput): Promise<void> {
  const account = userId === undefined ? undefined : (await ctx.db.query<{ email: string }>('select email from users where id = $1', [userId]))[0];
  const email = account?.email ?? input.email ?? '';
  await ctx.db.query('insert into feedback (user_id, email, message, path, ua, version) values ($1, $2, $3, $4, $5, $6)', [
    account ? userId : null,
    email,
    input.message,
    input.path ?? '',
    input.ua ?? '',
    input.version ?? '',
  ]);
  const webhook = ctx.settings.insights.feedbackWebhook;
  if (webhook) postOnward(ctx.print, 'feedback webhook', webhook, { text: webhookText(email, input) });
}

function webhookText(email: string, input: FeedbackInput): string {
  const from = email || 'someone signed out';
  const where = [input.path, input.version && `Folio ${input.version}`].filter(Boolean).join(' · ');
  return `Feedback from ${from}${where ? ` (${where})` : ''}:\n${input.message}`;
}

/** The newest messages first, for `folio feedback`. */
export async function listFeedback(db: Database, limit: number): Promise<StoredFeedback[]> {
  const rows = await db.query<{ id: number; user_id: number | null; email: string; message: string; path: string; ua: string; version: string; created_at: Date }>(
    'select * from feedback order by id desc limit $1',
    [limit],
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, email: row.email, message: row.message, path: row.path, ua: row.ua, version: row.version, createdAt: row.created_at }));
}
