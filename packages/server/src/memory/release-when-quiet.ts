/**
 * Gives memory back to the system once the instance goes quiet. Under load the process grows —
 * V8's heap, and glibc's heap arenas, which keep what was freed (request and socket buffers, Yjs
 * updates, what an ended export thread allocated) — and neither shrinks by itself: after a minute
 * of API calls, ten editors and exports, an instance stayed at 1.5–2.5× its idle memory
 * (`pnpm bench:load`). When nothing has come in for a whole check and nobody is editing, a full
 * collection (when the process runs with --expose-gc, as ./folio starts it) and glibc's
 * malloc_trim hand it back; once per quiet spell, so an idle instance does no work.
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
  /** A change of resident memory since the last release that calls for another without any request coming in (an export thread that ended, work of its own). */
  changeBytes: number;
  onError(error: unknown): void;
  /** Default: a full collection, then malloc_trim. */
  release?: () => Promise<void>;
  /** Default: the process's resident memory. */
  residentBytes?: () => number;
}

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
    release()
      .then(() => {
        releasedAt = residentBytes();
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
  return async () => {
    const mallocTrim = await (trim ??= loadMallocTrim());
    (globalThis as { gc?: () => void }).gc?.();
    mallocTrim?.();
  };
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
