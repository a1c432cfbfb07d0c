import { loadSettings, openDatabase, PgliteInUseError, SettingsError, type Database, type Settings } from '@folio/server';
import { CliError } from './cli-error.ts';

/** The database of the instance the environment names (DATABASE_URL, else DATA_DIR's PGlite). */
export async function openInstanceDatabase(): Promise<{ db: Database; settings: Settings }> {
  try {
    const settings = loadSettings();
    return { db: await openDatabase(settings), settings };
  } catch (error) {
    if (error instanceof SettingsError || error instanceof PgliteInUseError) throw new CliError(error.message);
    throw error;
  }
}

/** Runs `work` on the instance's database and closes it, whatever happens. */
export async function withInstanceDatabase(work: (db: Database, settings: Settings) => Promise<void>): Promise<void> {
  const { db, settings } = await openInstanceDatabase();
  try {
    await work(db, settings);
  } finally {
    await db.close();
  }
}
