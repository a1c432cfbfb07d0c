import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectDocument } from '@folio/layout';
import type { ExportFileResult } from '../export/export-document.ts';
import type { ProcessExportOptions, ProcessReply, ProcessRequest, WarmUpRequest } from './process-messages.ts';

/** Built, the process runs its JavaScript; from sources, an entry that registers tsx first. */
const ENTRY = fileURLToPath(import.meta.url.endsWith('.ts') ? new URL('./export-process-entry.mjs', import.meta.url) : new URL('./export-process-main.js', import.meta.url));

/**
 * An export process's heap sizes, as Node's flags: 1024 MB of old space, and 4 MB semi-spaces,
 * a 12 MB young generation (two semi-spaces and as much again for large objects). Nothing of
 * one export is held for the next (the heap after a full collection is the same after every
 * export), but a process repeating a 200-slide PPTX reached 525 MB and a PNG zip 430 MB, the heap mostly garbage:
 * - V8 lets the old generation's garbage grow to a multiple of what outlived its last full
 *   collection, and takes that multiple from the old-space limit: up to 4× under Node's
 *   default (a quarter of the machine's memory), 1.3× to 2× under 2 GB. A process holds
 *   ≈ 45 MB (fonts, code) and a 200-slide export ≈ 15 MB more, but each such PPTX leaves
 *   ≈ 55 MB of garbage (pptxgenjs's objects and XML, JSZip's buffers): its heap reached
 *   ≈ 260 MB before a full collection.
 * - The young generation grows to 48 MB by default (two 16 MB semi-spaces and as much for
 *   large new objects), which a PPTX's allocations fill; 12 MB (4 MB semi-spaces) took
 *   another 40–70 MB off the PPTX's peak and 30 MB off the PNG zip's.
 * Under both limits the same process peaks near 330 MB (PPTX) and 375 MB (PNG zip), and a
 * 1,000-slide PPTX needs ≈ 190 MB of heap, far inside them.
 *
 * And an old generation allowed to reach 88 MB before V8 starts a full collection. Each page of a
 * PNG zip reads its pixels back from Skia (13 MB at 2×), memory outside the heap that V8 adds
 * to the old generation until the next full collection, which alone frees it. V8 set its limit
 * a few MB above the ≈ 40 MB that outlives a collection, so a 200-slide zip ran 67 full
 * collections, one every three pages, and concurrent marking took a third of the export's
 * CPU. With the floor: 25 a zip, 2.8 s instead of 3.8 s, 4.3 s of CPU instead of 6.2 s, and
 * the same peak (346 MB against 343 MB); a PDF's or PPTX's peak moved by under 20 MB. 96 MB
 * took the zip's peak past 410 MB.
 */
const HEAP_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=4', '--initial-old-space-size=88'];

/**
 * The allocators' settings `./folio` gives the server, given to its export processes however the
 * server was started (`npm start`, a container, a test): two glibc arenas, and Skia's mimalloc
 * giving back what it frees at once. Without them a process repeating a 200-slide PNG zip
 * peaked at 411 MB instead of 388 MB. Settings of the server's own environment win.
 */
const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MIMALLOC_PURGE_DELAY: '0' };

/** A finished export: the file at `path` is the caller's, to store and then delete. */
export type ExportedFile = ExportFileResult & { path: string };

interface Job {
  request: ProcessRequest;
  signal: AbortSignal | undefined;
  resolve(result: ExportFileResult): void;
  reject(error: unknown): void;
}

/**
 * Exports in child processes:
 * - drawing and encoding never hold up the server's event loop (in-process, a 100-slide PDF
 *   kept it busy for 150 ms at a stretch and a one-image export for 350 ms);
 * - a crash in native code on an untrusted document (Skia decoding a picture, HarfBuzz
 *   shaping a font) ends that export, not the server;
 * - an ended process gives all its memory back. An export thread could not: Skia's library
 *   and the system fonts it maps, ≈ 40 MB, stayed in the server once a PNG export had loaded
 *   them, and what the thread had freed stayed in glibc's arenas until a trim;
 * - the export is written to a file as it is made, in a folder of the pool's own, and never
 *   held whole nor copied across to the server: a 200-slide PNG zip held in memory and sent
 *   over IPC took the process to 479 MB.
 * At most `size` processes, each with its own renderer, made when first needed and kept for
 * the next export; one job per process at a time, the rest wait in order. An aborted job's
 * process is killed, so a runaway export stops using the CPU, and replaced on demand. With
 * `idleMs`, a process left idle that long ends.
 */
export class ExportProcesses {
  private readonly idle: ChildProcess[] = [];
  private readonly busy = new Map<ChildProcess, Job>();
  private readonly waiting: Job[] = [];
  private readonly idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  private nextId = 0;
  private closed = false;
  private folder: Promise<string> | undefined;

  constructor(
    private readonly size: number,
    private readonly options: { idleMs?: number } = {},
  ) {
    if (!(size >= 1)) throw new RangeError('an export process pool needs at least one process');
  }

  async run(doc: ProjectDocument, options: ProcessExportOptions, signal?: AbortSignal): Promise<ExportedFile> {
    if (this.closed) throw new Error('the export processes are closed');
    signal?.throwIfAborted();
    const folder = this.exportFolder();
    const id = this.nextId++;
    const path = join(await folder, String(id));
    signal?.throwIfAborted();
    try {
      const result = await new Promise<ExportFileResult>((resolve, reject) => {
        if (this.closed) throw new Error('the export processes are closed');
        const job: Job = { request: { id, doc, options, path }, signal, resolve, reject };
        signal?.addEventListener('abort', () => this.abort(job), { once: true });
        this.waiting.push(job);
        this.dispatch();
      });
      return { ...result, path };
    } catch (error) {
      // A killed process leaves what it had written.
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Starts a process ahead of an export when none is alive; it exports the warm-up deck (warm-up-deck.ts), so that export is nearly as quick as the next. */
  warm(): void {
    if (this.closed || this.idle.length + this.busy.size > 0) return;
    const child = this.spawn();
    this.rest(child);
    // Made now, the folder costs the first export nothing: made then, it was 3–5 ms of it, the
    // first file operation of the server (libuv starts its threads at the first). The warm-up
    // writes there too, so closing the pool removes what a process ended mid-pass left.
    this.exportFolder().then(
      (folder) => {
        const request: WarmUpRequest = { warmUp: join(folder, `warm-up-${child.pid}.pdf`) };
        if (child.connected) child.send(request);
      },
      () => {},
    );
  }

  /** Ends every process; waiting and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the export processes are closed'));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    const children = [...this.idle.splice(0), ...this.busy.keys()];
    for (const job of this.busy.values()) job.reject(new Error('the export processes are closed'));
    this.busy.clear();
    await Promise.all(children.map(end));
    const folder = await this.folder?.catch(() => undefined);
    if (folder) await rm(folder, { recursive: true, force: true });
  }

  /** The folder the processes write their files in, made at the first call; a failure to make it fails each export that needs it. */
  private exportFolder(): Promise<string> {
    this.folder ??= mkdtemp(join(tmpdir(), 'folio-export-'));
    return this.folder;
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const child = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!child) return;
      clearTimeout(this.idleTimers.get(child));
      this.idleTimers.delete(child);
      const job = this.waiting.shift()!;
      this.busy.set(child, job);
      hold(child, true);
      child.send(job.request);
    }
  }

  private spawn(): ChildProcess {
    const child = fork(ENTRY, [], {
      // Structured clone: the document and the file's bytes cross as they are, not as JSON.
      serialization: 'advanced',
      // The packages' build condition (`--conditions=folio-built`) and the heap sizes; not the parent's other flags (an inspector, --expose-gc).
      execArgv: [...process.execArgv.filter((flag) => flag.startsWith('--conditions=')), ...HEAP_FLAGS],
      env: { ...ALLOCATOR_ENV, ...process.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    hold(child, false);
    child.on('message', (reply: ProcessReply) => {
      const job = this.busy.get(child);
      if (!job || job.request.id !== reply.id) return;
      this.busy.delete(child);
      this.rest(child);
      hold(child, false);
      if (reply.error !== undefined) job.reject(new Error(reply.error));
      else job.resolve(reply.result);
      this.dispatch();
    });
    // A process that dies (out of memory, a crash in native code) fails its job; the next job gets a new process.
    child.on('error', (error) => this.retire(child, error));
    child.on('exit', (code, signal) => this.retire(child, new Error(`the export process stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`)));
    return child;
  }

  /** Keeps a process for the next job, until it has waited `idleMs`. */
  private rest(child: ChildProcess): void {
    this.idle.push(child);
    if (this.options.idleMs === undefined) return;
    const timer = setTimeout(() => {
      this.idleTimers.delete(child);
      const index = this.idle.indexOf(child);
      if (index < 0) return;
      this.idle.splice(index, 1);
      void end(child);
    }, this.options.idleMs);
    timer.unref();
    this.idleTimers.set(child, timer);
  }

  private abort(job: Job): void {
    const queued = this.waiting.indexOf(job);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      return job.reject(job.signal!.reason);
    }
    for (const [child, running] of this.busy) {
      if (running !== job) continue;
      this.retire(child, job.signal!.reason);
      child.kill('SIGKILL');
    }
  }

  private retire(child: ChildProcess, error: unknown): void {
    const job = this.busy.get(child);
    this.busy.delete(child);
    const idle = this.idle.indexOf(child);
    if (idle >= 0) this.idle.splice(idle, 1);
    clearTimeout(this.idleTimers.get(child));
    this.idleTimers.delete(child);
    job?.reject(error);
    if (!this.closed) this.dispatch();
  }
}

/** Whether a process keeps the parent alive: while it exports, so a command waiting on an export is not cut short; idle, not. */
function hold(child: ChildProcess, held: boolean): void {
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** How long a process told to end may take before it is killed: one in the middle of a native call cannot answer. */
const END_GRACE_MS = 2_000;

/** Ends a process and waits until it has gone: its IPC channel closes, and it exits on that (export-process-main.ts). */
function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), END_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (child.connected) child.disconnect();
    else child.kill('SIGKILL');
  });
}
