import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { collectFully, releaseMemoryWhenQuiet } from './release-when-quiet.ts';

describe('giving memory back once the instance is quiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function instance(resident = { bytes: 100 }, busy = { rooms: 0 }) {
    const release = vi.fn(async () => {});
    const quiet = releaseMemoryWhenQuiet({ checkMs: 1000, changeBytes: 16, busy: () => busy.rooms > 0, onError: (error) => { throw error; }, release, residentBytes: () => resident.bytes });
    return { quiet, release };
  }

  test('releases once after a whole check without requests, not during them, and not again while idle', async () => {
    const { quiet, release } = instance();
    for (let second = 0; second < 5; second++) {
      quiet.activity();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(release).toHaveBeenCalledTimes(1);
    quiet.stop();
  });

  test('waits while someone is editing', async () => {
    const busy = { rooms: 1 };
    const { quiet, release } = instance(undefined, busy);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(release).not.toHaveBeenCalled();
    busy.rooms = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
    quiet.stop();
  });

  test('releases without a request when resident memory moved, as when work of its own ends', async () => {
    const resident = { bytes: 100 };
    const { quiet, release } = instance(resident);
    await vi.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled();
    resident.bytes = 40;
    await vi.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(release).toHaveBeenCalledTimes(1);
    quiet.stop();
  });

  test('releases again at the next quiet check while a release still gives memory back', async () => {
    const resident = { bytes: 200 };
    const shrinks = [60, 30, 4];
    const release = vi.fn(async () => {
      resident.bytes -= shrinks.shift() ?? 0;
    });
    const quiet = releaseMemoryWhenQuiet({ checkMs: 1000, changeBytes: 16, busy: () => false, onError: (error) => { throw error; }, release, residentBytes: () => resident.bytes });
    quiet.activity();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(release).toHaveBeenCalledTimes(3);
    expect(resident.bytes).toBe(106);
    quiet.stop();
  });
});

describe('collecting until the heap stops shrinking', () => {
  function heap(sizes: number[]) {
    const mb = 1024 * 1024;
    let index = 0;
    const gc = vi.fn(() => {
      index = Math.min(index + 1, sizes.length - 1);
    });
    return { gc, heapBytes: () => sizes[index]! * mb, pause: async () => {} };
  }

  test('collects again while a collection still gives memory back, and stops once one gives nothing', async () => {
    const v8 = heap([182, 112, 71, 40, 40]);
    await collectFully(v8);
    expect(v8.gc).toHaveBeenCalledTimes(4);
  });

  test('collects once on a heap that is already small', async () => {
    const v8 = heap([40, 40]);
    await collectFully(v8);
    expect(v8.gc).toHaveBeenCalledTimes(1);
  });

  test('does not collect without end on a heap that keeps shrinking', async () => {
    const v8 = heap([400, 350, 300, 250, 200, 150, 100]);
    await collectFully(v8);
    expect(v8.gc.mock.calls.length).toBeLessThan(6);
  });
});

describe('the release an instance runs', () => {
  // In a process of its own, started as ./folio starts Node: without --expose-gc.
  const QUIET_PROCESS = `
    import { getHeapStatistics } from 'node:v8';
    import { releaseMemoryWhenQuiet } from ${JSON.stringify(new URL('./release-when-quiet.ts', import.meta.url).href)};
    let garbage = Array.from({ length: 400_000 }, (_, index) => ({ index, text: 'row ' + index }));
    const used = () => getHeapStatistics().used_heap_size;
    const held = used();
    garbage = undefined;
    const quiet = releaseMemoryWhenQuiet({ checkMs: 100, changeBytes: 0, busy: () => false, onError: (error) => { console.error(error); process.exit(1); } });
    setTimeout(() => {
      quiet.stop();
      console.log(JSON.stringify({ held, after: used(), gcOnGlobal: 'gc' in globalThis }));
    }, 1500);
  `;

  test('collects the garbage V8 holds in a process started without --expose-gc, and leaves no gc on its global', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', QUIET_PROCESS], { timeout: 30_000 });
    const { held, after, gcOnGlobal } = JSON.parse(stdout) as { held: number; after: number; gcOnGlobal: boolean };
    expect(after).toBeLessThan(held / 2);
    expect(gcOnGlobal).toBe(false);
  });
});
