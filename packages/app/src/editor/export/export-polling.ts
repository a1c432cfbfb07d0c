import type { ExportTask } from '../../api/export-api.ts';

/** §9: export tasks are polled every 10 s. */
export const EXPORT_POLL_INTERVAL_MS = 10_000;
/**
 * The first looks come sooner, 0.1 and 0.25 s after the start, then every quarter second to 1 s,
 * then at 2, 4 and 7 s; only longer exports fall back to the §9 10 s. A person sits waiting for
 * the file, and a server makes a 20-slide PDF or PPTX in 0.1–0.2 s, its PNG images in about half
 * a second and a 200-slide PDF in about one. With a first look at 1 s, a PDF the server had made
 * in 70 ms reached the person 1.07 s after they pressed Export.
 */
export const EXPORT_EARLY_POLLS_MS = [100, 150, 250, 250, 250, 1_000, 2_000, 3_000] as const;
/** §9: the file download may take at most 5 minutes. */
export const EXPORT_DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** How long to wait before the `attempt`-th look at the task (0 is the first). */
export function exportPollDelay(attempt: number): number {
  return EXPORT_EARLY_POLLS_MS[attempt] ?? EXPORT_POLL_INTERVAL_MS;
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
