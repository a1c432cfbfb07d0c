import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Creates a new PGlite data folder in a child process. PGlite runs initdb in a WebAssembly
 * instance of its own whose memory the server process would keep (a new instance idled at
 * ≈ 1.3 GB against ≈ 0.9 GB reopened); a child gives it back when it exits, and the server
 * then opens the folder as it would any existing one.
 */
export async function createPgliteFolder(dataDir: string): Promise<void> {
  if (await exists(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = '(async () => { const { PGlite } = require(process.argv[1]); const pg = new PGlite({ dataDir: process.argv[2] }); await pg.waitReady; await pg.close(); })().catch((error) => { console.error(error); process.exit(1); });';
  await promisify(execFile)(process.execPath, ['-e', script, pglite, dataDir]);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
