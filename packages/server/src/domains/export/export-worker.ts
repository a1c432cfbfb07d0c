import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/database.ts';
import type { ExportOutput, ExportTaskRow } from './export-task.ts';
import { removeExpiredExports } from './retention.ts';
import { claimTask, completeTask, failTask, renewLease, sweepStale } from './task-queue.ts';

/** Where finished files go; the storage of uploads in production, a map in tests. */
export interface ExportFileStore {
  put(key: string, body: Uint8Array | AsyncIterable<Uint8Array>, mime: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface ExportWorkerOptions {
  db: Database;
  execute(task: ExportTaskRow, signal: AbortSignal): Promise<ExportOutput>;
  files: ExportFileStore;
  /** How many exports run at once in this process: bounded so exports cannot starve the API. */
  concurrency: number;
  /** A claimed task is someone else's to retry once its lease has not been renewed for this long. */
  leaseMs: number;
  /** An export taking longer than this fails (and is retried while it has attempts left). */
  timeoutMs: number;
  /** How often an idle worker looks for work that other processes queued. */
  pollMs: number;
  /** Tasks not finished this long after they were asked for become errors. */
  maxAgeMs: number;
  /** Finished exports are deleted, file and task, this long after they finished (retention.ts). */
  retentionSeconds: number;
  onError?(error: unknown): void;
  /** Frees what `execute` holds (its processes) once the worker has stopped. */
  close?(): Promise<void>;
  /** Readies what `execute` needs (a warmed export process) when it is not ready already. */
  warm?(): void;
  /** A task was taken or has ended: what a process with no requests counts as activity (worker.ts). */
  onTask?(): void;
}

/**
 * Takes export tasks from the database and runs them. One machine runs one of these inside
 * `folio start`; many machines run `folio worker` processes against the same PostgreSQL. Each
 * task is leased, its lease renewed while the export runs, and the file stored before the
 * task is marked done, so a crash at any point leaves the task to be taken again.
 */
export class ExportWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Set<Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling: Promise<void> | undefined;
  /** A kick that came while a look was under way: that look may have missed its task, so another follows at once. */
  private kickedWhilePolling = false;
  private clearedAt = 0;

  constructor(private readonly options: ExportWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.kick();
  }

  /** Looks for work now (called when this process queued a task, instead of waiting for the poll). */
  kick(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.kickedWhilePolling = true;
      return;
    }
    this.polling = this.fill().finally(() => {
      this.polling = undefined;
      if (!this.kickedWhilePolling) return this.schedule();
      this.kickedWhilePolling = false;
      this.kick();
    });
  }

  /** Readies an export ahead of its task: someone is signed in and may ask for one. */
  warm(): void {
    if (!this.stopped) this.options.warm?.();
  }

  /** Stops taking tasks, aborts the running ones (their leases run out and others retry them) and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const abort of this.aborts) abort.abort(new Error('the worker is stopping'));
    await this.polling;
    await Promise.allSettled([...this.running]);
    await this.options.close?.();
  }

  /** Whether a task is running in this worker. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /** Resolves once no task is running in this worker (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.polling) await Promise.allSettled([...this.running, this.polling]);
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), this.options.pollMs);
    this.timer.unref();
  }

  private async fill(): Promise<void> {
    const { db, leaseMs, maxAgeMs } = this.options;
    try {
      await sweepStale(db, maxAgeMs);
      await this.clearExpired();
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const task = await claimTask(db, this.id, leaseMs);
        if (!task) return;
        this.options.onTask?.();
        const run = this.run(task).finally(() => {
          this.running.delete(run);
          this.options.onTask?.();
          this.kick();
        });
        this.running.add(run);
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Polls come every few seconds; clearing old exports once a minute is plenty. */
  private async clearExpired(): Promise<void> {
    if (Date.now() - this.clearedAt < CLEAR_EVERY_MS) return;
    this.clearedAt = Date.now();
    await removeExpiredExports(this.options.db, this.options.files, this.options.retentionSeconds);
  }

  private async run(task: ExportTaskRow): Promise<void> {
    const { db, leaseMs, timeoutMs, files } = this.options;
    const abort = new AbortController();
    this.aborts.add(abort);
    const renew = setInterval(() => {
      renewLease(db, task.id, this.id, leaseMs).then(
        (mine) => mine || abort.abort(new Error('the task was taken over')),
        (error) => this.options.onError?.(error),
      );
    }, Math.max(50, leaseMs / 3));
    const timeout = setTimeout(() => abort.abort(new Error(`the export took longer than ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    let output: ExportOutput | undefined;
    try {
      output = await abortable(this.options.execute(task, abort.signal), abort.signal);
      // File names are the project's title; storage keys are ours alone.
      const key = `exports/${task.id}/file.${/\.([a-z0-9]{1,8})$/i.exec(output.fileName)?.[1] ?? 'bin'}`;
      await files.put(key, output.body, output.mime);
      await completeTask(db, task.id, this.id, { key, name: output.fileName });
    } catch (error) {
      // A stopping worker leaves the task leased: the lease runs out and another worker retries it.
      if (!this.stopped) await failTask(db, task.id, this.id, error instanceof Error ? error.message : String(error)).catch((failure) => this.options.onError?.(failure));
    } finally {
      clearInterval(renew);
      clearTimeout(timeout);
      this.aborts.delete(abort);
      await output?.dispose?.().catch((error: unknown) => this.options.onError?.(error));
    }
  }
}

const CLEAR_EVERY_MS = 60_000;

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
