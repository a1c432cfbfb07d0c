import { resolveTokenSecret } from './auth/token-secret.ts';
import { openDatabase } from './db/open-database.ts';
import { startExportWorker } from './domains/export/start-export-worker.ts';
import { createStorage } from './domains/storage/create-storage.ts';
import { createPutUrlSigner } from './domains/storage/signed-put-url.ts';
import type { Settings } from './settings.ts';
import { SettingsError } from './settings.ts';

export interface WorkerProcess {
  stop(): Promise<void>;
}

/**
 * `folio worker`: export tasks only, no HTTP. Many of these share the queue of one PostgreSQL
 * and the files of one storage (S3, or a STORAGE_DIR every machine mounts), so the embedded
 * database — one process's alone — cannot be used here.
 */
export async function startWorkerProcess(settings: Settings): Promise<WorkerProcess> {
  if (!settings.databaseUrl) {
    throw new SettingsError('folio worker needs DATABASE_URL (PostgreSQL): with the embedded database, exports run inside folio start');
  }
  const db = await openDatabase(settings);
  const secret = await resolveTokenSecret(settings.tokenSecret, settings.dataDir);
  const storage = await createStorage(settings, createPutUrlSigner(secret));
  const worker = startExportWorker({ db, storage, settings }, Math.max(1, settings.exports.workers));
  worker.warm();
  return {
    async stop() {
      await worker.stop();
      await db.close();
    },
  };
}
