import type { ExportTask } from '../../api/export-api.ts';

/** §9: export tasks are polled every 10 s. */
export const EXPORT_POLL_INTERVAL_MS = 10_000;
/** The first look comes sooner: a short deck is usually done in a second or two, and a person waits for it. */
export const EXPORT_FIRST_POLL_MS = 1_500;
/** §9: the file download may take at most 5 minutes. */
export const EXPORT_DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** How long to wait before the `attempt`-th look at the task (0 is the first). */
export function exportPollDelay(attempt: number): number {
  return attempt === 0 ? EXPORT_FIRST_POLL_MS : EXPORT_POLL_INTERVAL_MS;
}

/** §8 export messages, by the status that ends a task other than with a file. */
export const EXPORT_FAILURES = {
  error: 'Export task failed on server',
  not_found: 'Export task not found or expired',
  download: 'File download timeout',
} as const;
export type ExportFailure = keyof typeof EXPORT_FAILURES;

export class ExportFailed extends Error {
  constructor(readonly reason: ExportFailure) {
    super(EXPORT_FAILURES[reason]);
    this.name = 'ExportFailed';
  }
}

export interface PollDeps {
  check(signal: AbortSignal): Promise<ExportTask>;
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
}

/** Looks at the task on the §9 schedule until it has a file; a failed task throws ExportFailed, a cancelled one the abort reason. */
export async function pollExport(deps: PollDeps, signal: AbortSignal): Promise<{ url: string; fileName: string }> {
  for (let attempt = 0; ; attempt += 1) {
    await deps.wait(exportPollDelay(attempt), signal);
    const task = await deps.check(signal);
    if (task.status === 'success') return { url: task.url, fileName: task.fileName };
    if (task.status !== 'pending') throw new ExportFailed(task.status);
  }
}

export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
