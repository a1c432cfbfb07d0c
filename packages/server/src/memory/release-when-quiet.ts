import { getHeapStatistics } from 'node:v8';
import { exposeGc } from '@folio/export-worker/server';
/**
 * Gives memory back to the system once the instance goes quiet. Under load the process grows —
 * V8's heap, and glibc's heap arenas, which keep what was freed (request and socket buffers, Yjs
 * updates, export files on their way to storage) — and neither shrinks by itself: after a minute
 * of API calls, ten editors and exports, an instance stayed at 1.5–2.5× its idle memory
 * (`pnpm bench:load`). When nothing has come in for a whole check and nobody is editing, full
 * collections until V8's heap stops shrinking and glibc's malloc_trim hand it back; again at the next quiet check while
 * a release still gives back much, then not until something happens, so an idle instance does
 * no work.
 */
export interface QuietMemoryRelease {
  /** Something came in: a request, a socket message. */
  activity(): void;
  stop(): void;
}

export interface QuietMemoryOptions {
  /** How often to look; a release needs one whole interval without activity. */
  checkMs: number;
  /** Whether work is under way that no request shows (open collaboration rooms). */
  busy(): boolean;
  /**
   * A change of resident memory since the last release that calls for another without any
   * request coming in (work of its own, such as an export finishing); a release that gave back
   * this much is followed by another at the next quiet check.
   */
  changeBytes: number;
  onError(error: unknown): void;
  /** Default: full collections (collectFully), then malloc_trim. */
  release?: () => Promise<void>;
  /** Default: the process's resident memory. */
  residentBytes?: () => number;
}

/** How often a process looks whether it is quiet: a release needs one whole check without activity. */
export const QUIET_CHECK_MS = 5_000;
/** A change of resident memory that calls for a release without any activity (QuietMemoryOptions.changeBytes). */
export const QUIET_RELEASE_CHANGE_BYTES = 16 * 1024 * 1024;

export function releaseMemoryWhenQuiet(options: QuietMemoryOptions): QuietMemoryRelease {
  const { release = collectAndTrim(), residentBytes = process.memoryUsage.rss } = options;
  let active = false;
  let pending = false;
  let releasedAt = residentBytes();
  const timer = setInterval(() => {
    if (active || options.busy()) {
      active = false;
      pending = true;
      return;
    }
    if (!pending && Math.abs(residentBytes() - releasedAt) < options.changeBytes) return;
    pending = false;
    const residentBefore = residentBytes();
    release()
      .then(() => {
        releasedAt = residentBytes();
        // V8 sizes its young generation by how fast the process allocated over its last
        // collections: right after a load it stays large, and a release after another quiet check
        // gives it back (32 MB after a minute of API calls).
        if (residentBefore - releasedAt >= options.changeBytes) pending = true;
      })
      .catch(options.onError);
  }, options.checkMs);
  timer.unref();
  return {
    activity: () => {
      active = true;
    },
    stop: () => clearInterval(timer),
  };
}

function collectAndTrim(): () => Promise<void> {
  let trim: Promise<(() => void) | undefined> | undefined;
  let gc: (() => void) | undefined;
  return async () => {
    const mallocTrim = await (trim ??= loadMallocTrim());
    gc ??= exposeGc();
    await collectFully({ gc, heapBytes: () => getHeapStatistics().total_heap_size, pause: () => new Promise((resolve) => setTimeout(resolve, UNMAP_PAUSE_MS)) });
    mallocTrim?.();
  };
}

/** Most full collections in a row; more are left to the next release. */
const MAX_COLLECTIONS = 4;
/** A collection that gave back less of V8's heap than this ends the release. */
const SHRINK_BYTES = 1024 * 1024;
/** V8 unmaps the pages a collection freed on a background thread, and sweeps concurrently. */
const UNMAP_PAUSE_MS = 50;

export interface FullCollection {
  gc(): void;
  /** V8's committed heap. */
  heapBytes(): number;
  /** Lets V8's background threads finish what the last collection started. */
  pause(): Promise<void>;
}

/**
 * Collects until the heap stops shrinking. A forced collection is not a memory-reducing one:
 * it evacuates only some of the fragmented pages, so after a minute of load (`pnpm bench:load`)
 * releases of one collection each took V8's heap from 182 to 112, 71 and then 40 MB, its size
 * before the load; collections in a row took it from 172 to 40 MB in one release.
 */
export async function collectFully({ gc, heapBytes, pause }: FullCollection): Promise<void> {
  for (let collection = 0; collection < MAX_COLLECTIONS; collection++) {
    const before = heapBytes();
    gc();
    await pause();
    if (before - heapBytes() < SHRINK_BYTES) return;
  }
}

/** glibc's malloc_trim(0) through koffi; nothing where there is no glibc (macOS, musl). */
async function loadMallocTrim(): Promise<(() => void) | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => mallocTrim(0);
  } catch {
    return undefined;
  }
}
