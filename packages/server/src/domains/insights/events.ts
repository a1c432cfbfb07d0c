import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { postOnward } from '../../http/post-onward.ts';
import { forwardBody } from './forward.ts';

export type EventProps = Record<string, string | number | boolean | null>;

/** One event as the app sends it (already validated by the route). */
export interface IncomingEvent {
  name: string;
  props?: EventProps | undefined;
  path?: string | undefined;
  /** When it happened, in ms since the epoch, by the browser's clock. */
  at?: number | undefined;
}

export interface StoredEvent {
  name: string;
  userId: number | null;
  visitor: string;
  props: EventProps;
  path: string;
  occurredAt: Date;
}

/** A browser clock may be wrong or forged: times are kept within the last day, never ahead. */
const OLDEST_EVENT_MS = 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
const lastPrune = new WeakMap<Database, number>();

/** Stores a batch from one browser, forwards it when ANALYTICS_FORWARD_URL is set, and drops events past retention. */
export async function storeEvents(ctx: AppContext, who: { userId: number | undefined; visitor: string }, events: IncomingEvent[]): Promise<number> {
  if (!ctx.settings.insights.analytics || events.length === 0) return 0;
  const now = Date.now();
  const rows: StoredEvent[] = events.map((event) => ({
    name: event.name,
    userId: who.userId ?? null,
    visitor: who.visitor,
    props: event.props ?? {},
    path: event.path ?? '',
    occurredAt: new Date(Math.min(now, Math.max(now - OLDEST_EVENT_MS, event.at ?? now))),
  }));
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    params.push(row.name, row.userId, row.visitor, JSON.stringify(row.props), row.path, row.occurredAt);
    const n = params.length;
    return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}::jsonb, $${n - 1}, $${n})`;
  });
  await ctx.db.query(`insert into analytics_events (name, user_id, visitor, props, path, occurred_at) values ${tuples.join(', ')}`, params);
  const forward = ctx.settings.insights.forward;
  if (forward) postOnward(ctx.print, 'analytics forward', forward.url, forwardBody(forward, rows));
  if (now - (lastPrune.get(ctx.db) ?? 0) > PRUNE_EVERY_MS) {
    lastPrune.set(ctx.db, now);
    await pruneEvents(ctx.db, ctx.settings.insights.retentionDays);
  }
  return rows.length;
}

export async function pruneEvents(db: Database, retentionDays: number): Promise<void> {
  await db.query('delete from analytics_events where occurred_at < now() - make_interval(days => $1)', [retentionDays]);
}

export interface EventCount {
  name: string;
  events: number;
  /** Distinct accounts, counting each signed-out browser as one more. */
  people: number;
}

/** Events per name since `since`, most frequent first: what `folio analytics` prints. */
export async function eventCounts(db: Database, since: Date): Promise<EventCount[]> {
  return db.query<EventCount>(
    `select name, count(*)::int as events, count(distinct coalesce('u' || user_id::text, 'v' || visitor))::int as people
     from analytics_events where occurred_at >= $1 group by name order by events desc, name`,
    [since],
  );
}

/** The newest events first (of one name when given): the development page, `folio analytics --event`. */
export async function recentEvents(db: Database, limit: number, name?: string): Promise<StoredEvent[]> {
  const rows = await db.query<{ name: string; user_id: number | null; visitor: string; props: EventProps; path: string; occurred_at: Date }>(
    'select name, user_id, visitor, props, path, occurred_at from analytics_events where $2::text is null or name = $2 order by id desc limit $1',
    [limit, name ?? null],
  );
  return rows.map((row) => ({ name: row.name, userId: row.user_id, visitor: row.visitor, props: row.props, path: row.path, occurredAt: row.occurred_at }));
}
