import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { insertUser } from './domains/account/users.ts';
import { createTask, findTask } from './domains/export/task-queue.ts';
import { loadSettings } from './settings.ts';
import { startWorkerProcess } from './worker.ts';
import { createPostgresDatabase, databases } from '../test/helpers/test-databases.ts';
import { testEnv } from '../test/helpers/test-server.ts';

const deck = JSON.parse(await readFile(new URL('../../../fixtures/decks/minimal.json', import.meta.url), 'utf8'));

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(databases.includes('postgres'))('folio worker', () => {
  test('gives memory back once its queue has gone quiet after an export', async () => {
    const created = await createPostgresDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'folio-worker-'));
    const seen: (string | undefined)[] = [];
    let watch: (() => Promise<string | undefined>) | undefined;
    const worker = await startWorkerProcess(loadSettings({ ...testEnv(dataDir), DATABASE_URL: created.url }), {
      quietMemory: { checkMs: 50, release: async () => void seen.push(await watch?.()) },
    });
    const db = openPostgresDatabase(created.url);
    try {
      const owner = await insertUser(db, { email: 'ada@example.com', passwordHash: null, firstName: 'Ada', lastName: 'L', emailVerified: true, attribution: {} });
      const task = await createTask(db, { ownerId: owner!.id, projectId: null, type: 'pdf', options: {}, doc: deck });
      watch = async () => (await findTask(db, task.id, owner!.id))?.status;
      await until(() => seen.includes('success'));
      expect(seen).not.toContain('error');
    } finally {
      await worker.stop();
      await db.close();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
