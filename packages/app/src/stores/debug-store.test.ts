import { describe, expect, it } from 'vitest';
import { useDebugStore } from './debug-store.ts';

function pressTimes(times: number, gapMs: number, start: number): void {
  for (let index = 0; index < times; index++) useDebugStore.getState().press(start + index * gapMs);
}

describe('debug mode', () => {
  it('turns on after ten presses each within 500 ms of the last, and off after ten more', () => {
    pressTimes(9, 400, 1_000_000);
    expect(useDebugStore.getState().enabled).toBe(false);
    useDebugStore.getState().press(1_000_000 + 9 * 400);
    expect(useDebugStore.getState().enabled).toBe(true);
    pressTimes(10, 100, 2_000_000);
    expect(useDebugStore.getState().enabled).toBe(false);
  });

  it('starts counting again after a pause longer than 500 ms', () => {
    pressTimes(5, 100, 3_000_000);
    pressTimes(5, 100, 3_010_000);
    expect(useDebugStore.getState().enabled).toBe(false);
  });
});
