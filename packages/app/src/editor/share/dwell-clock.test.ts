import { describe, expect, it } from 'vitest';
import { DwellClock } from './dwell-clock.ts';

describe('DwellClock', () => {
  it('adds up the time on each slide and hands it over once', () => {
    let now = 1_000;
    const clock = new DwellClock(() => now);
    clock.look(0);
    now += 4_000;
    clock.look(1);
    now += 2_500;
    clock.look(0);
    now += 1_000;
    expect(clock.take()).toEqual([
      { slide: 0, ms: 5_000 },
      { slide: 1, ms: 2_500 },
    ]);
    expect(clock.take()).toEqual([]);
    now += 300;
    expect(clock.take()).toEqual([{ slide: 0, ms: 300 }]);
  });

  it('counts nothing while no slide is in view, e.g. with the tab hidden', () => {
    let now = 0;
    const clock = new DwellClock(() => now);
    now += 5_000;
    clock.look(2);
    now += 1_000;
    clock.look(null);
    now += 60_000;
    expect(clock.take()).toEqual([{ slide: 2, ms: 1_000 }]);
  });

  it('counts at most ten minutes of one stretch', () => {
    let now = 0;
    const clock = new DwellClock(() => now);
    clock.look(0);
    now += 8 * 60 * 60_000;
    expect(clock.take()).toEqual([{ slide: 0, ms: 600_000 }]);
  });
});
