import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setProjectMeta, textOf } from '@folio/layout';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { startServer } from '../src/server.ts';
import { loadSettings } from '../src/settings.ts';
import { PASSWORD } from './helpers/accounts.ts';
import { CollabClient } from './helpers/collab-client.ts';
import { createPostgresDatabase } from './helpers/test-databases.ts';
import { databases, testEnv } from './helpers/test-server.ts';

const SERVE = join(dirname(fileURLToPath(import.meta.url)), 'helpers', 'serve.ts');

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server in a process of its own (its own group, so a kill reaches all of it), and how to kill it as a crash would. */
async function startCrashable(env: Record<string, string>): Promise<{ port: number; kill(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return {
    port,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
  };
}

async function call(base: string, path: string, body?: unknown, token?: string): Promise<{ code: number; data: any }> {
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${base}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return (await response.json()) as { code: number; data: any };
}

/** Starts the server the way `folio start` does: it opens and migrates its own database. */
describe.each(databases)('restarting the server on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function environment(): Promise<Record<string, string>> {
    // No TOKEN_SECRET: the generated one in DATA_DIR must be reused after the restart.
    const dataDir = await mkdtemp(join(tmpdir(), 'folio-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { TOKEN_SECRET: _generated, ...env } = testEnv(dataDir);
    if (kind === 'pglite') return env;
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    return { ...env, DATABASE_URL: database.url };
  }

  it('migrates an empty database on the first start and keeps accounts and sessions on the next', async () => {
    const env = await environment();
    const first = await startServer({ settings: loadSettings(env), print: () => {} });
    const base = () => `http://127.0.0.1:${first.port}`;
    const register = await fetch(`${base()}/api/iart/v1/thirdPartyLogin/emailLinkRegister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }),
    });
    expect(((await register.json()) as { code: number }).code).toBe(1);
    const login = await fetch(`${base()}/api/iart/v1/thirdPartyLogin/emailLinkLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const migrations = await first.ctx.db.query<{ name: string }>('select name from schema_migrations');
    expect(migrations.map((m) => m.name)).toContain('0001_accounts.sql');
    await first.close();

    const second = await startServer({ settings: loadSettings(env), print: () => {} });
    try {
      const info = await fetch(`http://127.0.0.1:${second.port}/api/iart/v1/thirdPartyLogin/getUserInfo`, { headers: { authorization: `Bearer ${token}` } });
      expect(await info.json()).toMatchObject({ code: 1, data: { userEmail: 'ada@example.com' } });
      expect(await second.ctx.db.query('select name from schema_migrations')).toEqual(migrations);
    } finally {
      await second.close();
    }
  });
  it('folds an edit acknowledged just before a kill -9 when it starts again, so readers of the closed project see it', async () => {
    const env = await environment();
    const crashing = await startCrashable(env);
    cleanups.push(() => crashing.kill());
    const base = `http://127.0.0.1:${crashing.port}`;
    await call(base, '/api/iart/v1/thirdPartyLogin/emailLinkRegister', { email: 'ada@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
    const { token } = (await call(base, '/api/iart/v1/thirdPartyLogin/emailLinkLogin', { email: 'ada@example.com', password: PASSWORD })).data;
    const { id } = (await call(base, '/api2/v1/project/create', { kind: 'presentation', title: 'Before' }, token)).data;
    const editor = new CollabClient(`ws://127.0.0.1:${crashing.port}/api2/v1/project/collab?id=${id}&token=${encodeURIComponent(token)}`);
    await editor.ready;
    setProjectMeta(editor.doc, { title: 'Written just before the crash' });
    const blockId = [...editor.doc.getMap<Y.Text>('texts').keys()][0]!;
    textOf(editor.doc, blockId)!.insert(0, 'Typed just before the crash. ');
    await until(() => editor.unsaved === 0);
    // Acknowledged means stored in the log; the JSON copy is folded only after two idle seconds.
    await crashing.kill();
    editor.close();

    const restarted = await startServer({ settings: loadSettings(env), print: () => {} });
    try {
      // Start-up folds it with nobody asking: lists, thumbnails, share pages and exports read this copy.
      await until(async () => (await restarted.ctx.db.query<{ title: string }>('select title from projects where id = $1', [id]))[0]!.title === 'Written just before the crash');
      const got = await call(`http://127.0.0.1:${restarted.port}`, `/api2/v1/project/get?id=${id}`, undefined, token);
      expect(got.data.document.title).toBe('Written just before the crash');
      expect(JSON.stringify(got.data.document.pages[0])).toContain('Typed just before the crash. ');
    } finally {
      await restarted.close();
    }
  });
});
