import { warmUpDeck } from '@folio/export-worker/server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { ExportWorker, type ExportWorkerOptions } from '../src/domains/export/export-worker.ts';
import type { ExportTaskRow } from '../src/domains/export/export-task.ts';
import { rehearseExport } from '../src/domains/export/rehearse-export.ts';
import { MAX_ATTEMPTS, claimTask, createTask, findTask } from '../src/domains/export/task-queue.ts';
import { databases, openTestDatabase, resetDatabase, type TestDatabase } from './helpers/test-databases.ts';

const doc = { kind: 'presentation', title: 'Deck', themeId: 'sunlit', pages: [], scriptMap: {} };

async function addUser(db: Database): Promise<number> {
  const [row] = await db.query<{ id: number }>(`insert into users (email, invite_code) values ($1, $2) returning id`, [`u${Math.random()}@example.com`, `c${Math.random()}`]);
  return row!.id;
}

function worker(db: Database, overrides: Partial<ExportWorkerOptions> = {}): { worker: ExportWorker; files: Map<string, Uint8Array>; runs: string[] } {
  const files = new Map<string, Uint8Array>();
  const runs: string[] = [];
  const made = new ExportWorker({
    db,
    files: { put: async (key, body) => void files.set(key, body as Uint8Array), delete: async (key) => void files.delete(key) },
    execute: async (task: ExportTaskRow) => {
      runs.push(task.id);
      return { body: new TextEncoder().encode(`file of ${task.id}`), fileName: `Deck.${task.type}`, mime: 'application/octet-stream' };
    },
    concurrency: 1,
    leaseMs: 300,
    timeoutMs: 5_000,
    pollMs: 50,
    maxAgeMs: 60_000,
    retentionSeconds: 3600,
    ...overrides,
  });
  return { worker: made, files, runs };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(databases)('export tasks on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let owner: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await resetDatabase(db);
    owner = await addUser(db);
  });

  test('a queued export is made, stored and marked done with its file name', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    const { worker: running, files } = worker(db);
    running.start();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'success');
    await running.stop();
    const done = (await findTask(db, task.id, owner))!;
    expect(done.file_name).toBe('Deck.pdf');
    expect(new TextDecoder().decode(files.get(done.file_key!))).toBe(`file of ${task.id}`);
  });

  test('a task queued while the worker is looking for work is taken at once, not at the next poll', async () => {
    // The worker's look for a task answers "none" only after the task below was queued and kicked.
    let lookedUp!: () => void;
    let answer!: () => void;
    const looked = new Promise<void>((resolve) => (lookedUp = resolve));
    const held = new Promise<void>((resolve) => (answer = resolve));
    let holdNextClaim = true;
    const slowClaims: Database = Object.assign(Object.create(db) as Database, {
      query: async (sql: string, params?: unknown[]) => {
        const rows = await db.query(sql, params);
        if (holdNextClaim && sql.includes('for update skip locked')) {
          holdNextClaim = false;
          lookedUp();
          await held;
        }
        return rows;
      },
    });
    const { worker: running } = worker(slowClaims, { pollMs: 60_000 });
    running.start();
    await looked;
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    running.kick();
    answer();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'success', 5_000);
    await running.stop();
  });

  test('a finished export is deleted, file and task, once it is older than the retention, and a recent one is kept', async () => {
    const old = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    const recent = await createTask(db, { ownerId: owner, projectId: null, type: 'image', options: {}, doc });
    const first = worker(db);
    first.worker.start();
    await until(async () => (await findTask(db, recent.id, owner))?.status === 'success' && (await findTask(db, old.id, owner))?.status === 'success');
    await first.worker.stop();
    const oldKey = (await findTask(db, old.id, owner))!.file_key!;
    const recentKey = (await findTask(db, recent.id, owner))!.file_key!;
    await db.query(`update export_tasks set finished_at = now() - interval '2 hours' where id = $1`, [old.id]);

    // A worker starting later clears what expired while no worker ran, over the same storage.
    const second = worker(db);
    for (const [key, bytes] of first.files) second.files.set(key, bytes);
    second.worker.start();
    await until(async () => (await findTask(db, old.id, owner)) === undefined);
    await second.worker.stop();
    expect(second.files.has(oldKey)).toBe(false);
    expect(second.files.has(recentKey)).toBe(true);
    expect((await findTask(db, recent.id, owner))?.status).toBe('success');
  });

  test('someone else looking up my task finds nothing', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    const other = await addUser(db);
    expect(await findTask(db, task.id, other)).toBeUndefined();
    expect(await findTask(db, 'not-a-uuid', owner)).toBeUndefined();
  });

  test('a task whose worker died mid-export is taken again once its lease runs out', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pptx', options: {}, doc });
    // A worker claims it and then is never heard from again.
    expect((await claimTask(db, 'dead-worker', 200))?.id).toBe(task.id);
    const { worker: survivor, runs } = worker(db);
    survivor.start();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'success');
    await survivor.stop();
    expect(runs).toEqual([task.id]);
    expect((await findTask(db, task.id, owner))!.attempts).toBe(2);
  });

  test('an export that keeps failing ends as an error with the reason, not pending forever', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    let tries = 0;
    const { worker: failing } = worker(db, {
      execute: async () => {
        tries += 1;
        throw new Error('the font could not be read');
      },
    });
    failing.start();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'error');
    await failing.stop();
    expect(tries).toBe(MAX_ATTEMPTS);
    expect((await findTask(db, task.id, owner))!.error).toBe('the font could not be read');
  });

  test('the file an export made is freed once it is stored, and when storing it fails', async () => {
    const stored = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    const disposed: string[] = [];
    const execute = async (task: ExportTaskRow) => ({ body: new Uint8Array([1]), fileName: 'Deck.pdf', mime: 'application/pdf', dispose: async () => void disposed.push(task.id) });
    const { worker: storing } = worker(db, { execute });
    storing.start();
    await until(async () => (await findTask(db, stored.id, owner))?.status === 'success');
    await storing.stop();
    expect(disposed).toEqual([stored.id]);

    const refused = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    const full = { put: async () => Promise.reject(new Error('no space left on the device')), delete: async () => {} };
    const { worker: failing } = worker(db, { execute, files: full });
    failing.start();
    await until(async () => (await findTask(db, refused.id, owner))?.status === 'error');
    await failing.stop();
    expect((await findTask(db, refused.id, owner))!.error).toBe('no space left on the device');
    expect(disposed.filter((id) => id === refused.id)).toHaveLength(MAX_ATTEMPTS);
  });

  test('an export slower than the time limit fails instead of hanging', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'images', options: {}, doc });
    const { worker: slow } = worker(db, { timeoutMs: 100, execute: () => new Promise(() => {}) });
    slow.start();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'error');
    await slow.stop();
    expect((await findTask(db, task.id, owner))!.error).toMatch(/longer than/);
  });

  test('tasks queued while no worker ran are all done once one starts, one at a time', async () => {
    const tasks = await Promise.all([1, 2, 3].map(() => createTask(db, { ownerId: owner, projectId: null, type: 'image', options: {}, doc })));
    let active = 0;
    let most = 0;
    const { worker: later } = worker(db, {
      execute: async (task) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 30));
        active -= 1;
        return { body: new Uint8Array([1]), fileName: `${task.id}.png`, mime: 'image/png' };
      },
    });
    later.start();
    await until(async () => (await Promise.all(tasks.map((task) => findTask(db, task.id, owner)))).every((row) => row?.status === 'success'));
    await later.stop();
    expect(most).toBe(1);
  });

  test('a task nobody finishes in time becomes an error', async () => {
    const task = await createTask(db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc });
    await db.query(`update export_tasks set created_at = now() - interval '1 hour' where id = $1`, [task.id]);
    const { worker: sweeper, runs } = worker(db, { maxAgeMs: 60_000 });
    sweeper.start();
    await until(async () => (await findTask(db, task.id, owner))?.status === 'error');
    await sweeper.stop();
    expect(runs).toEqual([]);
  });

  test('the rehearsal before a first export keeps no task and leaves a waiting one as it was', async () => {
    const waiting = await createTask(db, { ownerId: owner, projectId: null, type: 'pptx', options: {}, doc });
    await rehearseExport(db, warmUpDeck(0));
    const rows = await db.query<ExportTaskRow>(`select * from export_tasks`);
    expect(rows).toEqual([await findTask(db, waiting.id, owner)]);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, locked_by: null, file_key: null });
    const { worker: later, runs } = worker(db);
    later.start();
    await until(async () => (await findTask(db, waiting.id, owner))?.status === 'success');
    await later.stop();
    expect(runs).toEqual([waiting.id]);
  });

  test('a rehearsal on a database nobody has signed up to yet does nothing and fails nothing', async () => {
    await resetDatabase(db);
    await expect(rehearseExport(db, warmUpDeck(0))).resolves.toBeUndefined();
    expect(await db.query(`select id from export_tasks`)).toEqual([]);
  });
});

describe.runIf(databases.includes('postgres'))('several worker processes on one PostgreSQL', () => {
  test('share the queue without doing any task twice', async () => {
    // Each worker claims through its own pooled connections, as separate machines would.
    const shared = await openTestDatabase('postgres');
    try {
      const owner = await addUser(shared.db);
      const tasks = await Promise.all(Array.from({ length: 12 }, () => createTask(shared.db, { ownerId: owner, projectId: null, type: 'pdf', options: {}, doc })));
      const a = worker(shared.db, { concurrency: 2 });
      const b = worker(shared.db, { concurrency: 2 });
      a.worker.start();
      b.worker.start();
      await until(async () => (await Promise.all(tasks.map((task) => findTask(shared.db, task.id, owner)))).every((row) => row?.status === 'success'));
      await Promise.all([a.worker.stop(), b.worker.stop()]);
      const all = [...a.runs, ...b.runs];
      expect(all).toHaveLength(12);
      expect(new Set(all).size).toBe(12);
      expect(a.runs.length).toBeGreaterThan(0);
      expect(b.runs.length).toBeGreaterThan(0);
    } finally {
      await shared.dispose();
    }
  });
});
