import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningFolio {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts Folio the way a user does (`pnpm folio start`) for browser tests: on a free port,
 * with a throwaway data directory so tests never touch anyone's data, and PUBLIC_URL equal to
 * the address the browser uses, `url`. `env` adds settings (a test of FEATURE_FLAGS starts its
 * own instance); `publicUrl: false` leaves PUBLIC_URL unset, as most people run it, while the
 * browser still opens `url`, an address other than the server's default `localhost`.
 */
export async function startFolio(env: Record<string, string> = {}, options: { publicUrl?: boolean } = {}): Promise<RunningFolio> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-browser-test-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url };
  if (options.publicUrl === false) delete childEnv.PUBLIC_URL;
  const child = spawn('pnpm', ['folio', 'start'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: pnpm does not pass SIGTERM on to the server it started, so the
    // whole group is signalled, or a server outlives every test run.
    detached: true,
  });
  await waitForOutput(child, /running at/, 240_000);
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      });
      // pnpm can exit before the server it started has closed its database: wait for the whole
      // group, or removing the data directory races the server's last writes.
      await groupGone(child.pid!);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

async function groupGone(groupId: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-groupId, 'SIGKILL');
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
