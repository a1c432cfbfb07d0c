import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { releaseMemoryWhenQuiet } from './release-when-quiet.ts';

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

  test('releases without a request when resident memory moved, as when an export thread ends', async () => {
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
});
