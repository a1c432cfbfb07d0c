import { Worker } from 'node:worker_threads';
import { UnsupportedDocumentError, type ReadableType } from '../extract-file.ts';
import { Reference } from '@folio/contracts';
import { DocumentTooLargeError, UnreadableDocumentError } from './extraction-errors.ts';
import type { ExtractionReply, ExtractionRequest, ExtractionStarted, FailureKind } from './thread-messages.ts';

/** Built, the thread runs its JavaScript; from sources, an entry that registers tsx first. */
const ENTRY = import.meta.url.endsWith('.ts') ? new URL('./extraction-thread-entry.mjs', import.meta.url) : new URL('./extraction-thread.js', import.meta.url);

export interface ExtractionThreadOptions {
  /** Documents read at once; the rest wait in order. */
  threads: number;
  /** A document still being read after this long is given up and its thread killed. */
  timeoutMs: number;
  /** A thread's JavaScript heap; past it V8 stops the thread, not the server. */
  heapMb: number;
  /** An idle thread is ended after this long, giving its memory back. */
  idleMs: number;
}

/**
 * 128 MB of heap reads a 500-page report; a 100,000-page PDF needs more and is refused. A
 * thread costs its start (about 60 MB with pdf.js) and the document's bytes on top.
 */
const DEFAULTS: ExtractionThreadOptions = { threads: 2, timeoutMs: 20_000, heapMb: 128, idleMs: 30_000 };

interface Job {
  request: ExtractionRequest;
  resolve(reference: Reference): void;
  reject(error: Error): void;
}

interface Running {
  job: Job;
  /** Set once the thread has taken the document up. */
  timer?: NodeJS.Timeout;
}

/**
 * Reads uploaded documents in worker threads, so nothing a user's file does reaches the
 * server's own objects or holds up its event loop: each thread has a capped heap, each
 * document a time limit, and a thread that breaks either is killed and its document refused.
 * A thread whose built-ins a document changed (a polluted prototype) answers, then is
 * replaced, so the next document never meets what the last one did.
 */
export class ExtractionThreads {
  private readonly options: ExtractionThreadOptions;
  private readonly idle = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Map<Worker, Running>();
  private readonly waiting: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(options: Partial<ExtractionThreadOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * The document's reference, or DocumentTooLargeError, UnreadableDocumentError or
   * UnsupportedDocumentError. Bytes that own their memory are handed to the thread, not copied:
   * the caller must not use them afterwards.
   */
  extract(file: { name: string; bytes: Uint8Array; type?: ReadableType }): Promise<Reference> {
    if (this.closed) return Promise.reject(new Error('the extraction threads are closed'));
    return new Promise<Reference>((resolve, reject) => {
      this.waiting.push({ request: { id: this.nextId++, name: file.name, type: file.type, bytes: transferable(file.bytes) }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the extraction threads are closed'));
    for (const { job, timer } of this.busy.values()) {
      clearTimeout(timer);
      job.reject(new Error('the extraction threads are closed'));
    }
    const threads = [...this.idle.keys(), ...this.busy.keys()];
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    this.busy.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.takeIdle() ?? (this.busy.size < this.options.threads ? this.spawn() : undefined);
      if (!thread) return;
      const job = this.waiting.shift()!;
      this.busy.set(thread, { job });
      thread.ref();
      thread.postMessage(job.request, [job.request.bytes.buffer as ArrayBuffer]);
    }
  }

  private takeIdle(): Worker | undefined {
    const [thread, timer] = this.idle.entries().next().value ?? [];
    if (!thread) return undefined;
    clearTimeout(timer);
    this.idle.delete(thread);
    return thread;
  }

  private spawn(): Worker {
    const thread = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    thread.on('message', (message: ExtractionReply | ExtractionStarted) => ('started' in message ? this.started(thread, message.started) : this.answer(thread, message)));
    thread.on('error', (error: Error & { code?: string }) =>
      this.kill(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DocumentTooLargeError('reading it needs more memory than a document may take') : new UnreadableDocumentError(error.message)),
    );
    thread.on('exit', (code) => this.kill(thread, new UnreadableDocumentError(`the extraction thread stopped (exit code ${code})`)));
    return thread;
  }

  private started(thread: Worker, id: number): void {
    const running = this.busy.get(thread);
    if (!running || running.job.request.id !== id) return;
    running.timer = setTimeout(() => this.kill(thread, new DocumentTooLargeError(`not read within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
  }

  private answer(thread: Worker, reply: ExtractionReply): void {
    const running = this.busy.get(thread);
    if (!running || running.job.request.id !== reply.id) return;
    clearTimeout(running.timer);
    this.busy.delete(thread);
    if (reply.tampered) {
      void thread.terminate();
      running.job.reject(new UnreadableDocumentError('reading the document changed the reader’s built-in objects'));
    } else {
      this.rest(thread);
      if (reply.failure) running.job.reject(failure(reply.failure));
      else {
        // Only plain data crosses from the thread; the schema makes sure it is the data we expect.
        const parsed = Reference.safeParse(reply.reference);
        if (parsed.success) running.job.resolve(parsed.data);
        else running.job.reject(new UnreadableDocumentError(`the extraction thread answered with something that is not a reference: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}`));
      }
    }
    this.dispatch();
  }

  /** An idle thread does not keep the process alive, and ends once nobody has needed it for idleMs. */
  private rest(thread: Worker): void {
    thread.unref();
    const timer = setTimeout(() => {
      this.idle.delete(thread);
      void thread.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idle.set(thread, timer);
  }

  private kill(thread: Worker, error: Error): void {
    const running = this.busy.get(thread);
    const idleTimer = this.idle.get(thread);
    if (idleTimer) clearTimeout(idleTimer);
    this.idle.delete(thread);
    this.busy.delete(thread);
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(error);
    }
    void thread.terminate();
    if (!this.closed) this.dispatch();
  }
}

/**
 * Bytes the thread can take over without a copy when they own their whole memory; a copy when
 * they share it (a small Buffer in Node's pool: taking that would empty every Buffer in it).
 * Always a plain Uint8Array: pdf.js refuses a Buffer.
 */
function transferable(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? new Uint8Array(bytes.buffer, 0, bytes.byteLength) : new Uint8Array(bytes);
}

function failure({ kind, message }: { kind: FailureKind; message: string }): Error {
  if (kind === 'too-large') return new DocumentTooLargeError(message);
  if (kind === 'unsupported') return new UnsupportedDocumentError(message);
  return new UnreadableDocumentError(message);
}
