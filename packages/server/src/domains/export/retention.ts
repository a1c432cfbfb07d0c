import type { Queryable } from '../../db/database.ts';
import { DOWNLOAD_URL_TTL_SECONDS } from './download-url.ts';
import type { ExportTaskRow } from './export-task.ts';

/**
 * How long a finished export is kept. export/get signs a fresh link at every poll, each good
 * for DOWNLOAD_URL_TTL_SECONDS, so links stop being issued that long (plus a grace for clocks
 * and slow downloads) before the file is deleted: no link handed out ever points at nothing.
 */
export const LINK_GRACE_SECONDS = 5 * 60;
export const EXPORT_RETENTION_MIN_MINUTES = Math.ceil((DOWNLOAD_URL_TTL_SECONDS + LINK_GRACE_SECONDS) / 60);

/** Whether export/get may still hand out a link to this finished export. */
export function stillDownloadable(task: Pick<ExportTaskRow, 'finished_at'>, retentionSeconds: number, now = Date.now()): boolean {
  if (!task.finished_at) return false;
  return task.finished_at.getTime() + (retentionSeconds - DOWNLOAD_URL_TTL_SECONDS - LINK_GRACE_SECONDS) * 1000 > now;
}

/** At most this many tasks are cleared a round, so a backlog never holds the worker long. */
const BATCH = 200;

/**
 * Deletes the files and then the rows of exports finished (or given up) longer than
 * `retentionSeconds` ago. Files go first: a crash in between leaves a row that the next
 * round clears again, never a file that no row names. Several workers may clear the same
 * task at once; deleting twice is harmless on either storage.
 */
export async function removeExpiredExports(db: Queryable, files: { delete(key: string): Promise<void> }, retentionSeconds: number): Promise<number> {
  const expired = await db.query<{ id: string; file_key: string | null }>(
    `select id, file_key from export_tasks
      where finished_at is not null and finished_at < now() - make_interval(secs => $1::double precision)
      order by finished_at limit ${BATCH}`,
    [retentionSeconds],
  );
  if (expired.length === 0) return 0;
  for (const task of expired) if (task.file_key) await files.delete(task.file_key);
  await db.query(`delete from export_tasks where id = any($1::uuid[])`, [expired.map((task) => task.id)]);
  return expired.length;
}
