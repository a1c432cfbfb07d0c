import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProject, setProjectMeta, textOf } from '@folio/layout';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type * as Y from 'yjs';
import { openDatabase } from '../src/db/open-database.ts';
import { insertUser } from '../src/domains/account/users.ts';
import { startServer, type FolioServer } from '../src/server.ts';
import { loadSettings } from '../src/settings.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { createPostgresDatabase, databases } from './helpers/test-databases.ts';
import { testEnv } from './helpers/test-server.ts';

/**
 * Two instances on one PostgreSQL and one Redis, as `folio start` runs behind a load balancer
 * (README "Many machines"): editors connected to different instances see each other's edits,
 * nothing is lost when both store the project, and rate limits count across instances.
 */
/** Database 15 of the local Redis, emptied first: rate-limit counts outlive a run by a minute. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const reachable = databases.includes('postgres') && (await redisReachable());

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!reachable)('several instances on PostgreSQL and Redis', () => {
  const servers: FolioServer[] = [];
  const dataDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let token: string;
  const env = (dataDir: string) => testEnv(dataDir, { REDIS_URL, AUTH_REQUESTS_PER_ADDRESS: '4', EXPORT_WORKERS: '0' });

  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'folio-scale-out-'));
      dataDirs.push(dataDir);
      servers.push(await startServer({ settings: loadSettings({ ...env(dataDir), DATABASE_URL: database.url }), print: () => {} }));
    }
    const user = await insertUser(servers[0]!.ctx.db, { email: 'ada@example.com', passwordHash: null, firstName: 'Ada', lastName: 'L', emailVerified: true, attribution: {} });
    token = await servers[0]!.ctx.tokens.issue(user!.id, 0);
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  const connect = (server: FolioServer, projectId: number) => new CollabClient(`ws://127.0.0.1:${server.port}/api2/v1/project/collab?id=${projectId}&token=${encodeURIComponent(token)}`);
  const firstText = (client: CollabClient) => textOf(client.doc, [...client.doc.getMap<Y.Text>('texts').keys()][0]!)!;

  async function newProject(server: FolioServer): Promise<number> {
    const answer = await fetch(`http://127.0.0.1:${server.port}/api2/v1/project/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'presentation', title: 'Shared' }),
    });
    return Number(((await answer.json()) as { data: { id: number } }).data.id);
  }

  test('editors on different instances see each other type, and the stored project keeps both', async () => {
    const id = await newProject(servers[0]!);
    const [a, b] = [connect(servers[0]!, id), connect(servers[1]!, id)];
    await Promise.all([a.ready, b.ready]);
    firstText(a).insert(0, 'From the first instance. ');
    await until(() => firstText(b).toString().includes('From the first instance.'));
    firstText(b).insert(0, 'From the second instance. ');
    await until(() => firstText(a).toString().includes('From the second instance.'));
    // Both instances store and fold the project when their editor leaves.
    await until(() => a.unsaved === 0 && b.unsaved === 0);
    a.close();
    b.close();
    await Promise.all([a.closed, b.closed]);
    await until(async () => {
      const [row] = await servers[0]!.ctx.db.query<{ n: string }>('select count(*)::text as n from project_updates where project_id = $1', [id]);
      return row!.n === '0';
    });
    const again = connect(servers[1]!, id);
    await again.ready;
    expect(firstText(again).toString()).toContain('From the first instance.');
    expect(firstText(again).toString()).toContain('From the second instance.');
    again.close();
  });

  test('project/get on one instance leaves the edits a room on the other is storing to that room', async () => {
    const id = await newProject(servers[0]!);
    const editor = connect(servers[0]!, id);
    await editor.ready;
    firstText(editor).insert(0, 'Typed on the first instance. ');
    await until(() => editor.unsaved === 0);
    const db = servers[0]!.ctx.db;
    const versionOf = async () => (await db.query<{ version: string }>('select v.version::text as version from project_versions v join projects p on p.owner_id = v.owner_id where p.id = $1', [id]))[0]!.version;
    const before = await versionOf();
    const answer = await fetch(`http://127.0.0.1:${servers[1]!.port}/api2/v1/project/get?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await answer.json()) as { data: { id: number } }).data.id).toBe(id);
    expect(await db.query('select 1 from project_updates where project_id = $1', [id])).not.toHaveLength(0);
    expect(await versionOf()).toBe(before);
    editor.close();
    await editor.closed;
  });

  test('a rename made through one instance reaches an editor on the other', async () => {
    const id = await newProject(servers[0]!);
    const editor = connect(servers[0]!, id);
    await editor.ready;
    const answer = await fetch(`http://127.0.0.1:${servers[1]!.port}/api/iart/v1/project/updateProject`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, title: 'Renamed elsewhere' }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(1);
    await until(() => readProject(editor.doc).title === 'Renamed elsewhere');
    setProjectMeta(editor.doc, { title: 'Renamed again' });
    await until(() => editor.unsaved === 0);
    editor.close();
  });

  test('rate limits count requests to every instance', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = servers[i % 2]!;
      const answer = await fetch(`http://127.0.0.1:${server.port}/api/iart/v1/thirdPartyLogin/emailIsRegister?emailAddress=someone%40example.com`);
      codes.push(((await answer.json()) as { code: number }).code);
    }
    expect(codes).toEqual([1, 1, 1, 1, 0, 0]);
  });
});
