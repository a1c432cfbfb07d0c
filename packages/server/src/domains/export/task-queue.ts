import type { Queryable } from '../../db/database.ts';
import type { ExportTaskRow, ExportType } from './export-task.ts';

/** A task that failed this many times is given up: its status becomes error. */
export const MAX_ATTEMPTS = 3;

export interface NewTask {
  ownerId: number;
  projectId: number | null;
  type: ExportType;
  options: Record<string, unknown>;
  doc: unknown;
}

export async function createTask(db: Queryable, task: NewTask): Promise<ExportTaskRow> {
  const [row] = await db.query<ExportTaskRow>(
    `insert into export_tasks (owner_id, project_id, type, options, doc) values ($1, $2, $3, $4, $5) returning *`,
    [task.ownerId, task.projectId, task.type, JSON.stringify(task.options), JSON.stringify(task.doc)],
  );
  return row!;
}

/** How many of the owner's exports are waiting or running. */
export async function waitingCount(db: Queryable, ownerId: number): Promise<number> {
  const [row] = await db.query<{ count: string }>(`select count(*) from export_tasks where owner_id = $1 and status in ('pending', 'running')`, [ownerId]);
  return Number(row!.count);
}

/** The caller's own task, or undefined: someone else's task id finds nothing. */
export async function findTask(db: Queryable, id: string, ownerId: number): Promise<ExportTaskRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.query<ExportTaskRow>(`select * from export_tasks where id = $1 and owner_id = $2`, [id, ownerId]);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Takes the oldest waiting task — pending, or running under a lease that ran out because its
 * worker died — and leases it to `workerId`. SKIP LOCKED lets any number of workers on one
 * PostgreSQL claim at once without waiting on each other or taking the same task.
 */
export async function claimTask(db: Queryable, workerId: string, leaseMs: number): Promise<ExportTaskRow | undefined> {
  const [row] = await db.query<ExportTaskRow>(
    `update export_tasks
        set status = 'running', locked_by = $1, lease_until = now() + make_interval(secs => $2::double precision / 1000), attempts = attempts + 1
      where id = (
        select id from export_tasks
         where (status = 'pending' or (status = 'running' and lease_until < now())) and attempts < $3
         order by created_at
         for update skip locked
         limit 1)
      returning *`,
    [workerId, leaseMs, MAX_ATTEMPTS],
  );
  return row;
}

/** Keeps a lease alive while the work goes on; false when the task is no longer this worker's. */
export async function renewLease(db: Queryable, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `update export_tasks set lease_until = now() + make_interval(secs => $3::double precision / 1000)
      where id = $1 and locked_by = $2 and status = 'running' returning id`,
    [id, workerId, leaseMs],
  );
  return rows.length > 0;
}

export async function completeTask(db: Queryable, id: string, workerId: string, file: { key: string; name: string }): Promise<boolean> {
  const rows = await db.query(
    `update export_tasks set status = 'success', file_key = $3, file_name = $4, finished_at = now(), lease_until = null
      where id = $1 and locked_by = $2 and status = 'running' returning id`,
    [id, workerId, file.key, file.name],
  );
  return rows.length > 0;
}

/** Puts a failed task back in the queue, or gives it up once it has had its attempts. */
export async function failTask(db: Queryable, id: string, workerId: string, error: string): Promise<void> {
  await db.query(
    `update export_tasks
        set status = case when attempts >= $3 then 'error' else 'pending' end,
            error = $4, lease_until = null, locked_by = null,
            finished_at = case when attempts >= $3 then now() else null end
      where id = $1 and locked_by = $2 and status = 'running'`,
    [id, workerId, MAX_ATTEMPTS, error.slice(0, 2000)],
  );
}

/**
 * Nothing stays pending forever: tasks whose last lease ran out after their final attempt, and
 * tasks that waited longer than `maxAgeMs` without finishing, become errors.
 */
export async function sweepStale(db: Queryable, maxAgeMs: number): Promise<number> {
  const rows = await db.query(
    `update export_tasks
        set status = 'error', finished_at = now(), lease_until = null,
            error = coalesce(error, 'the export did not finish in time')
      where status in ('pending', 'running')
        and ((status = 'running' and lease_until < now() and attempts >= $1)
          or created_at < now() - make_interval(secs => $2::double precision / 1000))
      returning id`,
    [MAX_ATTEMPTS, maxAgeMs],
  );
  return rows.length;
}
