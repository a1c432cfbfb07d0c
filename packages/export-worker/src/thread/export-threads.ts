import { Worker } from 'node:worker_threads';
import type { ProjectDocument } from '@folio/layout';
import type { ExportResult } from '../export/export-document.ts';
import type { ThreadExportOptions, ThreadReply, ThreadRequest, ThreadStart } from './thread-messages.ts';

/** Built, the thread runs its JavaScript; from sources, an entry that registers tsx first. */
const ENTRY = import.meta.url.endsWith('.ts') ? new URL('./export-thread-entry.mjs', import.meta.url) : new URL('./export-thread-main.js', import.meta.url);

/**
 * An export thread's heap sizes, in MB. Nothing of one export is held for the next (the heap
 * after a full collection is the same after every export), but an export thread repeating a
 * 200-slide PPTX reached 525 MB and a PNG zip 430 MB, the heap mostly garbage:
 * - V8 lets the old generation's garbage grow to a multiple of what outlived its last full
 *   collection, and takes that multiple from the old-space limit: up to 4× under Node's
 *   default (a quarter of the machine's memory), 1.3× to 2× under 2 GB. A thread holds
 *   ≈ 45 MB (fonts, code) and a 200-slide export ≈ 15 MB more, but each such PPTX leaves
 *   ≈ 55 MB of garbage (pptxgenjs's objects and XML, JSZip's buffers): its heap reached
 *   ≈ 260 MB before a full collection.
 * - The young generation grows to 48 MB by default (two 16 MB semi-spaces and as much for
 *   large new objects), which a PPTX's allocations fill; 12 MB (4 MB semi-spaces) took
 *   another 40–70 MB off the PPTX's peak and 30 MB off the PNG zip's.
 * Under both limits the same thread peaks near 330 MB (PPTX) and 375 MB (PNG zip), and a
 * 1,000-slide PPTX needs ≈ 190 MB of heap, far inside them.
 */
export const EXPORT_THREAD_HEAP = { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 12 } as const;

interface Job {
  request: ThreadRequest;
  signal: AbortSignal | undefined;
  resolve(result: ExportResult): void;
  reject(error: unknown): void;
}

/**
 * Exports in worker threads, so drawing and encoding never hold up the server's event loop
 * (in-process, a 100-slide PDF kept it busy for 150 ms at a stretch and a one-image export for
 * 350 ms). At most `size` threads, each with its own renderer, made when first needed and
 * kept for the next export; one job per thread at a time, the rest wait in order. An aborted
 * job's thread is terminated, so a runaway export stops using the CPU, and replaced on demand.
 * With `idleMs`, a thread left idle that long ends, and the memory its renderer held (fonts in
 * HarfBuzz's memory, decoded images, ≈ 70–100 MB) goes back to the system.
 */
export class ExportThreads {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly options: { idleMs?: number } = {},
  ) {
    if (!(size >= 1)) throw new RangeError('an export thread pool needs at least one thread');
  }

  run(doc: ProjectDocument, options: ThreadExportOptions, signal?: AbortSignal): Promise<ExportResult> {
    if (this.closed) return Promise.reject(new Error('the export threads are closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<ExportResult>((resolve, reject) => {
      const job: Job = { request: { id: this.nextId++, doc, options }, signal, resolve, reject };
      signal?.addEventListener('abort', () => this.abort(job), { once: true });
      this.waiting.push(job);
      this.dispatch();
    });
  }

  /** Starts a thread ahead of an export when none is alive; it exports the warm-up deck (warm-up-deck.ts), so that export is nearly as quick as the next. */
  warm(): void {
    if (this.closed || this.idle.length + this.busy.size > 0) return;
    const thread = this.spawn({ warmUp: true });
    thread.unref();
    this.rest(thread);
  }

  /** Ends every thread; waiting and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the export threads are closed'));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    const threads = [...this.idle.splice(0), ...this.busy.keys()];
    for (const job of this.busy.values()) job.reject(new Error('the export threads are closed'));
    this.busy.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!thread) return;
      clearTimeout(this.idleTimers.get(thread));
      this.idleTimers.delete(thread);
      const job = this.waiting.shift()!;
      this.busy.set(thread, job);
      thread.ref();
      thread.postMessage(job.request);
    }
  }

  private spawn(start: ThreadStart = { warmUp: false }): Worker {
    const thread = new Worker(ENTRY, { workerData: start, resourceLimits: EXPORT_THREAD_HEAP });
    thread.on('message', (reply: ThreadReply) => {
      const job = this.busy.get(thread);
      if (!job || job.request.id !== reply.id) return;
      this.busy.delete(thread);
      this.rest(thread);
      // An idle thread does not keep the process alive.
      thread.unref();
      if (reply.error !== undefined) job.reject(new Error(reply.error));
      else job.resolve(reply.result);
      this.dispatch();
    });
    // A thread that dies (out of memory, a crash in native code) fails its job; the next job gets a new thread.
    thread.on('error', (error) => this.retire(thread, error));
    thread.on('exit', (code) => this.retire(thread, new Error(`the export thread stopped (exit code ${code})`)));
    return thread;
  }

  /** Keeps a thread for the next job, until it has waited `idleMs`. */
  private rest(thread: Worker): void {
    this.idle.push(thread);
    if (this.options.idleMs === undefined) return;
    const timer = setTimeout(() => {
      this.idleTimers.delete(thread);
      const index = this.idle.indexOf(thread);
      if (index < 0) return;
      this.idle.splice(index, 1);
      void thread.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }

  private abort(job: Job): void {
    const queued = this.waiting.indexOf(job);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      return job.reject(job.signal!.reason);
    }
    for (const [thread, running] of this.busy) {
      if (running !== job) continue;
      this.retire(thread, job.signal!.reason);
      void thread.terminate();
    }
  }

  private retire(thread: Worker, error: unknown): void {
    const job = this.busy.get(thread);
    this.busy.delete(thread);
    const idle = this.idle.indexOf(thread);
    if (idle >= 0) this.idle.splice(idle, 1);
    clearTimeout(this.idleTimers.get(thread));
    this.idleTimers.delete(thread);
    job?.reject(error);
    if (!this.closed) this.dispatch();
  }
}
