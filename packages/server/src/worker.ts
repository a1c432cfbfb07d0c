import { resolveTokenSecret } from './auth/token-secret.ts';
import { openDatabase } from './db/open-database.ts';
import { startExportWorker } from './domains/export/start-export-worker.ts';
import { createStorage } from './domains/storage/create-storage.ts';
import { createPutUrlSigner } from './domains/storage/signed-put-url.ts';
import { QUIET_CHECK_MS, QUIET_RELEASE_CHANGE_BYTES, releaseMemoryWhenQuiet, type QuietMemoryOptions } from './memory/release-when-quiet.ts';
import type { Settings } from './settings.ts';
import { SettingsError } from './settings.ts';

export interface WorkerProcess {
  stop(): Promise<void>;
}

export interface WorkerProcessOptions {
  /** How it gives memory back once its queue is quiet; tests watch it. Default: memory/release-when-quiet.ts's. */
  quietMemory?: Partial<Pick<QuietMemoryOptions, 'checkMs' | 'release'>>;
}

/**
 * `folio worker`: export tasks only, no HTTP. Many of these share the queue of one PostgreSQL
 * and the files of one storage (S3, or a STORAGE_DIR every machine mounts), so the embedded
 * database — one process's alone — cannot be used here. Like `folio start`, it gives memory
 * back once it has gone quiet: no task taken or ended for a whole check and none running (a
 * task's document, its images and its file pass through this process on their way to and
 * from the export process, and glibc keeps what they took in its arenas).
 */
export async function startWorkerProcess(settings: Settings, options: WorkerProcessOptions = {}): Promise<WorkerProcess> {
  if (!settings.databaseUrl) {
    throw new SettingsError('folio worker needs DATABASE_URL (PostgreSQL): with the embedded database, exports run inside folio start');
  }
  const db = await openDatabase(settings);
  const secret = await resolveTokenSecret(settings.tokenSecret, settings.dataDir);
  const storage = await createStorage(settings, createPutUrlSigner(secret));
  const quietMemory = releaseMemoryWhenQuiet({
    checkMs: QUIET_CHECK_MS,
    changeBytes: QUIET_RELEASE_CHANGE_BYTES,
    busy: () => worker.busy,
    onError: (error) => process.stderr.write(`memory release: ${error instanceof Error ? error.message : String(error)}\n`),
    ...options.quietMemory,
  });
  const worker = startExportWorker({ db, storage, settings }, Math.max(1, settings.exports.workers), () => quietMemory.activity());
  worker.warm();
  return {
    async stop() {
      quietMemory.stop();
      await worker.stop();
      await db.close();
    },
  };
}
