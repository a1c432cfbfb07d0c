import type { AppContext } from '../../app-context.ts';
import { postOnward } from '../../http/post-onward.ts';

/** What the app sends to track/error (PRODUCT.md §7), already length-checked by the route. */
export interface ErrorReport {
  error: string;
  stack?: string | undefined;
  digest?: string | undefined;
  componentStack?: string | undefined;
  ua?: string | undefined;
  path?: string | undefined;
}

/** Keeps the report and, with ERROR_REPORTS_FORWARD_URL, posts it on; a failure there is printed and loses nothing here. */
export async function storeErrorReport(ctx: AppContext, userId: number | undefined, report: ErrorReport): Promise<void> {
  const [row] = await ctx.db.query<{ id: number; created_at: Date }>(
    'insert into error_reports (user_id, error, stack, digest, component_stack, ua, path) values ($1, $2, $3, $4, $5, $6, $7) returning id, created_at',
    [userId ?? null, report.error, report.stack ?? '', report.digest ?? '', report.componentStack ?? '', report.ua ?? '', report.path ?? ''],
  );
  const target = ctx.settings.insights.errorReportsForward;
  if (target) postOnward(ctx.print, 'error report forward', target, { id: row!.id, userId: userId ?? null, createdTime: row!.created_at.toISOString(), ...report });
}

export interface StoredReport extends Required<ErrorReport> {
  id: number;
  userId: number | null;
  createdTime: string;
}

/** The newest reports first, for the development page. */
export async function recentErrorReports(ctx: AppContext, limit: number): Promise<StoredReport[]> {
  const rows = await ctx.db.query<{ id: number; user_id: number | null; error: string; stack: string; digest: string; component_stack: string; ua: string; path: string; created_at: Date }>(
    'select * from error_reports order by id desc limit $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    error: row.error,
    stack: row.stack,
    digest: row.digest,
    componentStack: row.component_stack,
    ua: row.ua,
    path: row.path,
    createdTime: row.created_at.toISOString(),
  }));
}
