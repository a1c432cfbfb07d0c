import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 7_150_642;

/**
 * Applies the `migrations/NNNN_name.sql` files not yet recorded in `schema_migrations`, in
 * name order, all in one transaction: a failing file leaves the database as it was.
 * Returns the names applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
    const pending = files.filter((name) => !done.has(name));
    for (const name of pending) {
      await tx.exec(await readFile(join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    }
    return pending;
  });
}
