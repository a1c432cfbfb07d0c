import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts Folio the way a user does, on a free port with a throwaway data directory, and hands
 * its address to the tests. FOLIO_E2E_URL set by the caller reuses a running server instead.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.FOLIO_E2E_URL) return async () => {};
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-e2e-'));
  const child = spawn('pnpm', ['folio', 'start'], { cwd: REPO_ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  await waitForOutput(child, /running at/, 240_000);
  // PUBLIC_URL matches the address the browser uses, so signed upload URLs are same-origin.
  process.env.FOLIO_E2E_URL = `http://127.0.0.1:${port}`;
  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await rm(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Folio did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Folio exited with ${code}:\n${output}`));
    });
  });
}
