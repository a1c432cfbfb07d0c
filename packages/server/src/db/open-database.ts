import { join } from 'node:path';
import type { Settings } from '../settings.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/** PostgreSQL when DATABASE_URL is set, embedded PGlite under DATA_DIR otherwise; migrated. */
export async function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  // `pg` is loaded only with DATABASE_URL: an embedded instance's start need not pay for it.
  const db = settings.databaseUrl ? (await import('./postgres-database.ts')).openPostgresDatabase(settings.databaseUrl) : await openPgliteDatabase(join(settings.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
