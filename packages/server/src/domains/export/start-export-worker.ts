import { ExportProcesses, warmUpDeck } from '@folio/export-worker/server';
import type { AppContext } from '../../app-context.ts';
import { ExportWorker } from './export-worker.ts';
import { rehearseExport } from './rehearse-export.ts';
import { exportExecutor } from './run-export.ts';

/**
 * The export worker of a server or of `folio worker`: one export process per task it runs at once; files go where uploads go.
 * Its `warm()` starts a process ahead of an export when none is running, and the first time
 * goes through the server's own part of one (rehearse-export.ts).
 */
export function startExportWorker(ctx: Pick<AppContext, 'db' | 'storage' | 'settings'>, concurrency: number, onTask?: () => void): ExportWorker {
  const exporters = new ExportProcesses(concurrency, { idleMs: ctx.settings.exports.processIdleSeconds * 1000 });
  let rehearsal: Promise<void> | undefined;
  const onError = (error: unknown) => void process.stderr.write(`export worker: ${error instanceof Error ? error.message : String(error)}\n`);
  const worker = new ExportWorker({
    db: ctx.db,
    execute: exportExecutor(ctx.db, ctx.storage, exporters),
    // The database closes after the worker: a rehearsal under way ends first.
    close: async () => {
      await rehearsal;
      await exporters.close();
    },
    warm: () => {
      exporters.warm();
      // warmUpDeck parses the deck as the executor parses a task's: the rehearsal's first step.
      rehearsal ??= rehearseExport(ctx.db, warmUpDeck(0)).catch(onError);
    },
    files: { put: async (key, body, mime) => void (await ctx.storage.put(key, body, mime)), delete: (key) => ctx.storage.delete(key) },
    concurrency,
    leaseMs: 30_000,
    timeoutMs: ctx.settings.exports.timeoutSeconds * 1000,
    pollMs: 2_000,
    maxAgeMs: 60 * 60 * 1000,
    retentionSeconds: ctx.settings.exports.retentionSeconds,
    onTask,
    onError,
  });
  worker.start();
  return worker;
}
