import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPro } from '../account/membership.ts';

/** The author sees this many days, today (UTC) included. */
export const STATS_DAYS = 30;

export interface ViewStats {
  /** Every day of the period, oldest first, days without views included. */
  days: { date: string; views: number; viewers: number }[];
  views: number;
  /** Distinct browsers over the whole period (not the sum of the days'). */
  viewers: number;
  /** Slides someone stayed on, by 0-based index: total time and how many views stayed on it. */
  slides: { slide: number; ms: number; views: number }[];
  /** Where views came from: the link's channel and the referring host ('' for neither), most first. */
  sources: { channel: string; referrer: string; views: number }[];
}

/** share/views/stats: the owner's statistics of one share link (Pro, as passwords are: 402 opens the Pro dialog). */
export async function viewStats(ctx: AppContext, ownerId: number, id: number): Promise<ViewStats> {
  const [owned] = await ctx.db.query('select 1 from projects where id = $1 and owner_id = $2', [id, ownerId]);
  if (!owned) throw new AppError('NOT_FOUND');
  if (!(await isPro(ctx.db, ownerId))) throw new AppError('PRO_REQUIRED');
  const since = `(now() at time zone 'utc')::date - ${STATS_DAYS - 1}`;
  const recent = `project_id = $1 and (started_at at time zone 'utc')::date >= ${since}`;
  const days = await ctx.db.query<{ date: string; views: number; viewers: number }>(
    `select to_char(day, 'YYYY-MM-DD') as date, count(v.id)::int as views, count(distinct v.viewer)::int as viewers
     from generate_series(${since}, (now() at time zone 'utc')::date, interval '1 day') as day
     left join share_views v on v.project_id = $1 and (v.started_at at time zone 'utc')::date = day::date
     group by day order by day`,
    [id],
  );
  const [totals] = await ctx.db.query<{ views: number; viewers: number }>(`select count(*)::int as views, count(distinct viewer)::int as viewers from share_views where ${recent}`, [id]);
  const slides = await ctx.db.query<{ slide: number; ms: number; views: number }>(
    `select s.slide, sum(s.ms)::float8 as ms, count(*)::int as views
     from share_view_slides s join share_views v on v.id = s.view_id
     where v.project_id = $1 and (v.started_at at time zone 'utc')::date >= ${since} and s.ms > 0
     group by s.slide order by s.slide`,
    [id],
  );
  const sources = await ctx.db.query<{ channel: string; referrer: string; views: number }>(
    `select channel, referrer, count(*)::int as views from share_views where ${recent} group by channel, referrer order by views desc, channel, referrer limit 50`,
    [id],
  );
  return { days, views: totals?.views ?? 0, viewers: totals?.viewers ?? 0, slides, sources };
}
