import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type FolioServer } from '../src/server.ts';
import { loadSettings } from '../src/settings.ts';
import { PASSWORD } from './helpers/accounts.ts';
import { testEnv } from './helpers/test-server.ts';

/** Export processes started by this process from now on (Node's `child_process` channel; the server starts others, to read documents). */
function countProcesses(): { readonly started: number; stop(): void } {
  const counter = { started: 0, stop: () => unsubscribe('child_process', onProcess) };
  // Published as the process is made, before its arguments are set.
  const onProcess = (message: unknown) => {
    const child = (message as { process: ChildProcess }).process;
    child.once('spawn', () => {
      if (child.spawnargs.some((arg) => arg.includes('export-process'))) counter.started++;
    });
  };
  subscribe('child_process', onProcess);
  return counter;
}

describe('the export process of folio start', () => {
  let server: FolioServer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is not loaded while nobody has signed in, is once someone has, and again after an idle one has ended while they work', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'folio-warm-'));
    const exporters = countProcesses();
    try {
      server = await startServer({ settings: loadSettings(testEnv(dataDir, { EXPORT_PROCESS_IDLE_SECONDS: '1' })), print: () => {}, warmExports: true });
      const base = `http://127.0.0.1:${server.port}`;
      const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await post('/api/iart/v1/thirdPartyLogin/emailLinkRegister', { email: 'ada@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
      const { token } = ((await (await post('/api/iart/v1/thirdPartyLogin/emailLinkLogin', { email: 'ada@example.com', password: PASSWORD })).json()) as { data: { token: string } }).data;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(exporters.started).toBe(0);

      const info = await fetch(`${base}/api/iart/v1/thirdPartyLogin/getUserInfo`, { headers: { authorization: `Bearer ${token}` } });
      expect(info.status).toBe(200);
      const end = Date.now() + 10_000;
      while (exporters.started === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(exporters.started).toBe(1);

      // The warmed process ends a second after its warm-up; the next signed-in answer readies another.
      const again = Date.now() + 30_000;
      while (exporters.started === 1 && Date.now() < again) {
        await fetch(`${base}/api/iart/v1/thirdPartyLogin/getUserInfo`, { headers: { authorization: `Bearer ${token}` } });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(exporters.started).toBe(2);
    } finally {
      exporters.stop();
    }
  });
});
