import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import { loadSettings } from '../src/settings.ts';
import { PASSWORD } from './helpers/accounts.ts';
import { createPostgresDatabase } from './helpers/test-databases.ts';
import { databases, testEnv } from './helpers/test-server.ts';

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
});
