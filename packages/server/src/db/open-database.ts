import { join } from 'node:path';
import type { Settings } from '../settings.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** PostgreSQL when DATABASE_URL is set, embedded PGlite under DATA_DIR otherwise; migrated. */
export async function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = settings.databaseUrl ? openPostgresDatabase(settings.databaseUrl) : await openPgliteDatabase(join(settings.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
