import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../src/db/database.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { wrapPglite } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { LOCAL_POSTGRES_ADMIN_URL, throwawayPostgres } from './throwaway-postgres.ts';

/**
 * The databases every endpoint test runs on: embedded PGlite always, and the PostgreSQL on
 * 127.0.0.1:5432 when it answers (CI has it). Each test file gets its own database for its
 * whole run; `resetDatabase` empties it between tests.
 */
export type DatabaseKind = 'pglite' | 'postgres';

const postgres = throwawayPostgres(process.env.TEST_POSTGRES_URL ?? LOCAL_POSTGRES_ADMIN_URL, 'folio_test');

export const databases: DatabaseKind[] = ['pglite', ...((await postgres.reachable()) ? (['postgres'] as const) : [])];

export interface TestDatabase {
  db: Database;
  /** Closes it and, for PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? openPgliteFromTemplate() : openThrowawayPostgres();
}

/** Empties every table but the migrations record, restarting identities. */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`);
  await db.exec(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`);
}

/**
 * Booting PGlite takes seconds and most of a gigabyte (FIELD-NOTES.md), so the first test file
 * boots and migrates one, dumps its data directory into the temp dir, and every later file loads
 * that dump (well under a second). The dump's name hashes the migrations, so a new migration
 * makes a new template.
 */
async function openPgliteFromTemplate(): Promise<TestDatabase> {
  const template = join(tmpdir(), `folio-pglite-template-${await migrationsHash()}.tar`);
  let dump: Buffer | undefined = await readFile(template).catch(() => undefined);
  if (!dump) {
    const fresh = wrapPglite(new PGlite());
    await migrate(fresh);
    dump = Buffer.from(await (await fresh.pglite.dumpDataDir('none')).arrayBuffer());
    await fresh.close();
    // Written aside and renamed so a file loading it concurrently never sees half a template.
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, dump);
    await rename(partial, template);
  }
  const db = wrapPglite(new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]) }));
  await db.pglite.waitReady;
  await migrate(db);
  return { db, dispose: () => db.close() };
}

/** A new, empty database on the test PostgreSQL: its URL, and how to drop it. */
export const createPostgresDatabase = () => postgres.create();

async function openThrowawayPostgres(): Promise<TestDatabase> {
  const created = await createPostgresDatabase();
  const db = openPostgresDatabase(created.url);
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await created.drop();
    },
  };
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  // Its package.json is not exported; dist/index.js sits one level below it.
  hash.update(await readFile(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))));
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}
