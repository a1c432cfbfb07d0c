import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { access, cp, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MIGRATIONS_DIR } from './migrate.ts';

/** Built, the child runs its JavaScript; from sources, an entry that registers tsx first. */
const CHILD = fileURLToPath(import.meta.url.endsWith('.ts') ? new URL('./pglite-template-entry.mjs', import.meta.url) : new URL('./pglite-template-main.js', import.meta.url));
/** The server package's own cache (packages/server/node_modules/.cache/folio), from src/db and dist/db alike. */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/folio', import.meta.url));

/**
 * Creates a new PGlite data folder, migrated, by copying a template: PGlite's initdb and the
 * migrations of an empty database cost ≈ 5 s of CPU, a copy ≈ 0.3 s. The template is made once
 * per PGlite version and set of migrations, in a child process: PGlite runs initdb in a
 * WebAssembly instance whose memory the server would keep (a new instance idled at ≈ 1.3 GB
 * against ≈ 0.9 GB reopened); the child gives it back when it exits. The template lives in the
 * package's node_modules, not the shared temp folder, where another user could plant one.
 */
export async function createPgliteFolder(dataDir: string): Promise<void> {
  if (await exists(join(dataDir, 'PG_VERSION'))) return;
  const template = await pgliteTemplate().catch(() => undefined);
  // Made aside and renamed over the empty folder, so a start cut short leaves no half a database.
  const partial = `${dataDir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    if (template) await copyFolder(template, partial);
    else await makeMigratedFolder(partial);
    await rmdir(dataDir).catch(() => undefined);
    await rename(partial, dataDir);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** The template's folder, made now if missing; rejects when the cache cannot be written. */
async function pgliteTemplate(): Promise<string> {
  const template = join(CACHE_DIR, `pglite-${await pgliteVersion()}-${await migrationsHash()}`);
  if (await exists(join(template, 'PG_VERSION'))) return template;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await makeMigratedFolder(partial);
    // Two servers may make it at once: the first rename wins, the other's copy is dropped.
    await rename(partial, template).catch(async (error: unknown) => {
      if (!(await exists(join(template, 'PG_VERSION')))) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return template;
}

/** `cp -R` takes ≈ 0.1 s for the template's thousand files where Node's `fs.cp` takes ≈ 0.6 s. */
async function copyFolder(from: string, to: string): Promise<void> {
  try {
    await promisify(execFile)('cp', ['-R', from, to]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await cp(from, to, { recursive: true });
  }
}

function makeMigratedFolder(dir: string): Promise<unknown> {
  return promisify(execFile)(process.execPath, [CHILD, dir]);
}

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** A changed or added migration makes a new template. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
