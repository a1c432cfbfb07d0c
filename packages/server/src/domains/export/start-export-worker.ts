import { ExportProcesses } from '@folio/export-worker/server';
import type { AppContext } from '../../app-context.ts';
import { ExportWorker } from './export-worker.ts';
import { exportExecutor } from './run-export.ts';

/**
 * The export worker of a server or of `folio worker`: one export process per task it runs at once; files go where uploads go.
 * Its `warm()` starts a process ahead of an export when none is running.
 */
export function startExportWorker(ctx: Pick<AppContext, 'db' | 'storage' | 'settings'>, concurrency: number, onTask?: () => void): ExportWorker {
  const exporters = new ExportProcesses(concurrency, { idleMs: ctx.settings.exports.processIdleSeconds * 1000 });
  const worker = new ExportWorker({
    db: ctx.db,
    execute: exportExecutor(ctx.db, ctx.storage, exporters),
    close: () => exporters.close(),
    warm: () => exporters.warm(),
    files: { put: async (key, body, mime) => void (await ctx.storage.put(key, body, mime)), delete: (key) => ctx.storage.delete(key) },
    concurrency,
    leaseMs: 30_000,
    timeoutMs: ctx.settings.exports.timeoutSeconds * 1000,
    pollMs: 2_000,
    maxAgeMs: 60 * 60 * 1000,
    retentionSeconds: ctx.settings.exports.retentionSeconds,
    onTask,
    onError: (error) => process.stderr.write(`export worker: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  worker.start();
  return worker;
}
