import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { startServer } from '../src/server.ts';
import { DOWNLOAD_URL_TTL_SECONDS } from '../src/domains/export/download-url.ts';
import { removeExpiredExports } from '../src/domains/export/retention.ts';
import { loadSettings } from '../src/settings.ts';
import { signIn } from './helpers/accounts.ts';
import { startS3Server, storageRuns, useStorage } from './helpers/s3-server.ts';
import { createPostgresDatabase } from './helpers/test-databases.ts';
import { databases, testEnv, useTestServer, type TestServer } from './helpers/test-server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function makePro(api: TestServer, email: string): Promise<void> {
  await api.db.query(
    `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at)
     select id, 'monthly', now(), now() + interval '30 days', now() from users where lower(email) = $1`,
    [email],
  );
}

async function newProject(api: TestServer, token: string, title = 'Quarterly review'): Promise<number> {
  const answer = await api.post('/api2/v1/project/create', { kind: 'presentation', title }, token);
  expect(answer.body).toMatchObject({ code: 200 });
  return Number(answer.body!.data.id);
}

async function finished(api: TestServer, taskId: string, token: string): Promise<{ status: string; url?: string; fileName?: string }> {
  const end = Date.now() + 60_000;
  for (;;) {
    const answer = await api.get(`/api2/v1/export/get?taskId=${taskId}`, token);
    expect(answer.body?.code).toBe(200);
    if (answer.body!.data.status !== 'pending' || Date.now() > end) return answer.body!.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(storageRuns)('exports on %s with %s storage', (kind, storage) => {
  const files = useStorage(storage);
  const api = useTestServer(kind, { env: files.env });

  test('a Pro user exports a PDF and downloads it from the signed link', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, token);
    const posted = await api.post('/api2/v1/export/post', { type: 'pdf', projectId: id }, token);
    expect(posted.body).toMatchObject({ code: 200 });
    const result = await finished(api, posted.body!.data.taskId, token);
    expect(result.status).toBe('success');
    expect(result.fileName).toBe('Quarterly review.pdf');
    const download = await fetch(new URL(result.url!, api.origin));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('every format comes out as its kind of file', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, token);
    const magic = { pptx: 'PK', images: 'PK', image: '\x89PNG' } as const;
    for (const [type, start] of Object.entries(magic)) {
      const posted = await api.post('/api2/v1/export/post', { type, projectId: id }, token);
      const result = await finished(api, posted.body!.data.taskId, token);
      expect(result.status, type).toBe('success');
      const bytes = Buffer.from(await (await fetch(new URL(result.url!, api.origin))).arrayBuffer());
      expect(bytes.subarray(0, start.length).toString('latin1'), type).toBe(start);
    }
  });

  test('a free account is sent to the Pro dialog and nothing is queued', async () => {
    const token = await signIn(api);
    const id = await newProject(api, token);
    const posted = await api.post('/api2/v1/export/post', { type: 'pdf', projectId: id }, token);
    expect(posted.status).toBe(402);
    expect(posted.body).toMatchObject({ code: 402 });
    expect(await api.db.query('select 1 from export_tasks')).toHaveLength(0);
  });

  test("nobody exports someone else's project or sees their tasks", async () => {
    const owner = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, owner);
    const other = await signIn(api, 'eve@example.com');
    await makePro(api, 'eve@example.com');
    const refused = await api.post('/api2/v1/export/post', { type: 'pdf', projectId: id }, other);
    expect(refused.body).toMatchObject({ code: -4 });
    const mine = await api.post('/api2/v1/export/post', { type: 'pdf', projectId: id }, owner);
    const peek = await api.get(`/api2/v1/export/get?taskId=${mine.body!.data.taskId}`, other);
    expect(peek.body!.data.status).toBe('not_found');
    const anonymous = await api.get(`/api2/v1/export/get?taskId=${mine.body!.data.taskId}`);
    expect(anonymous.status).toBe(401);
  });

  test('a download link that is forged or expired is refused', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, token);
    const posted = await api.post('/api2/v1/export/post', { type: 'image', projectId: id }, token);
    const result = await finished(api, posted.body!.data.taskId, token);
    const url = new URL(result.url!, api.origin);
    const forged = new URL(url);
    forged.searchParams.set('sig', 'x'.repeat(43));
    expect((await fetch(forged)).status).toBe(400);
    const expired = new URL(url);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await fetch(expired)).status).toBe(400);
  });

  test('a finished export stops being offered, then its file and task are deleted, once the retention has passed', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, token);
    const posted = await api.post('/api2/v1/export/post', { type: 'pdf', projectId: id }, token);
    const taskId = posted.body!.data.taskId as string;
    const result = await finished(api, taskId, token);
    expect((await fetch(new URL(result.url!, api.origin))).status).toBe(200);
    const [task] = await api.db.query<{ file_key: string }>(`select file_key from export_tasks where id = $1`, [taskId]);
    const { storage, settings } = api.server.ctx;
    expect(await storage.exists(task!.file_key)).toBe(true);

    // Past the last moment a link could be handed out that would outlive the file, export/get stops offering it.
    const { retentionSeconds } = settings.exports;
    await api.db.query(`update export_tasks set finished_at = now() - make_interval(secs => $2) where id = $1`, [taskId, retentionSeconds - DOWNLOAD_URL_TTL_SECONDS]);
    expect((await api.get(`/api2/v1/export/get?taskId=${taskId}`, token)).body!.data).toEqual({ status: 'not_found' });

    await api.db.query(`update export_tasks set finished_at = now() - make_interval(secs => $2) where id = $1`, [taskId, retentionSeconds + 1]);
    expect(await removeExpiredExports(api.db, storage, retentionSeconds)).toBe(1);
    expect(await storage.exists(task!.file_key)).toBe(false);
    expect(await api.db.query(`select id from export_tasks where id = $1`, [taskId])).toEqual([]);
    expect((await fetch(new URL(result.url!, api.origin))).status).toBe(404);
  });

  test('unknown formats and malformed requests are parameter errors', async () => {
    const token = await signIn(api);
    await makePro(api, 'ada@example.com');
    const id = await newProject(api, token);
    for (const body of [{ type: 'docx', projectId: id }, { type: 'pdf' }, { type: 'pdf', projectId: id, extra: 1 }]) {
      const answer = await api.post('/api2/v1/export/post', body, token);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: -2 });
    }
  });
});

describe.runIf(databases.includes('postgres'))('exports on several machines', () => {
  test.each(['local', 's3'] as const)('a folio worker process exports what a server with no in-process worker queued, through %s storage both share', async (storage) => {
    const created = await createPostgresDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'folio-workers-'));
    const bucket = storage === 's3' ? await startS3Server() : undefined;
    // Shared by the server and the worker: a mounted volume, or a bucket.
    const files = bucket ? bucket.env : { STORAGE_DIR: join(dataDir, 'files') };
    const env = { ...testEnv(dataDir), DATABASE_URL: created.url, EXPORT_WORKERS: '0', ...files };
    const server = await startServer({ settings: loadSettings(env), print: () => {} });
    const worker = spawn('pnpm', ['folio', 'worker'], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const call = async (path: string, init: RequestInit = {}, token?: string) => {
        const response = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        return (await response.json()) as { code: number; data: any };
      };
      await call('/api/iart/v1/thirdPartyLogin/emailLinkRegister', { method: 'POST', body: JSON.stringify({ email: 'ada@example.com', password: 'secret123', firstName: 'Ada', lastName: 'L' }) });
      const token = (await call('/api/iart/v1/thirdPartyLogin/emailLinkLogin', { method: 'POST', body: JSON.stringify({ email: 'ada@example.com', password: 'secret123' }) })).data.token as string;
      await server.ctx.db.query(`insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at) select id, 'monthly', now(), now() + interval '1 day', now() from users`);
      const id = (await call('/api2/v1/project/create', { method: 'POST', body: JSON.stringify({ title: 'Spread out' }) }, token)).data.id;
      const taskId = (await call('/api2/v1/export/post', { method: 'POST', body: JSON.stringify({ type: 'pdf', projectId: id }) }, token)).data.taskId;
      let task = { status: 'pending', url: '' };
      for (let i = 0; i < 600 && task.status === 'pending'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        task = (await call(`/api2/v1/export/get?taskId=${taskId}`, {}, token)).data;
      }
      expect(task.status).toBe('success');
      const download = await fetch(new URL(task.url, base));
      expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
      await server.close();
      await created.drop();
      await bucket?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('folio worker refuses to run on the embedded database, saying why', async () => {
    const result = spawnSync('pnpm', ['--silent', 'folio', 'worker'], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('needs DATABASE_URL');
  });
});
