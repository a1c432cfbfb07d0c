import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatTicks, formatValue, niceTicks } from './chart-ticks.ts';

describe('nice ticks', () => {
  test('rounds 0–87 out to 0, 20, 40, 60, 80, 100', () => {
    expect(niceTicks(0, 87, 6).values).toEqual([0, 20, 40, 60, 80, 100]);
  });

  test('spans negative values with zero among the ticks', () => {
    const ticks = niceTicks(-15, 40, 6);
    expect(ticks.values).toEqual([-20, 0, 20, 40]);
  });

  test('keeps decimal steps free of float dust', () => {
    expect(niceTicks(0, 0.7, 8).values).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  test('gives a flat series an axis around it', () => {
    expect(niceTicks(0, 0, 5).values).toEqual([0, 0.5, 1]);
    const flat = niceTicks(5, 5, 5);
    expect(flat.min).toBeLessThan(5);
    expect(flat.max).toBeGreaterThan(5);
  });

  test('always covers the data with at most the ticks asked for, on a 1-2-5 step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 2, max: 10 }),
        (a, b, count) => {
          const ticks = niceTicks(a, b, count);
          // A range across zero needs three ticks however few were asked for.
          expect(ticks.values.length).toBeLessThanOrEqual(Math.max(count, Math.min(a, b) < 0 && Math.max(a, b) > 0 ? 3 : 2));
          expect(ticks.min).toBeLessThanOrEqual(Math.min(a, b));
          expect(ticks.max).toBeGreaterThanOrEqual(Math.max(a, b));
          const mantissa = ticks.step / 10 ** Math.floor(Math.log10(ticks.step));
          expect([1, 2, 5].some((nice) => Math.abs(mantissa - nice) < 1e-6)).toBe(true);
          ticks.values.slice(1).forEach((value, i) => expect(value - ticks.values[i]!).toBeCloseTo(ticks.step, 6));
        },
      ),
    );
  });
});

describe('value formatting', () => {
  test('writes percentages after the number and currency before it', () => {
    expect(formatValue(12, '%')).toBe('12%');
    expect(formatValue(5, '$')).toBe('$5');
    expect(formatValue(-5, '€')).toBe('−€5');
    expect(formatValue(3.5, 'kg')).toBe('3.5 kg');
    expect(formatValue(-2.5, '$M')).toBe('−$2.5M');
  });

  test('shortens big numbers', () => {
    expect(formatValue(12_500, undefined)).toBe('12.5K');
    expect(formatValue(3_200_000, '$')).toBe('$3.2M');
  });

  test('writes one axis in one notation with the decimals its step needs', () => {
    expect(formatTicks(niceTicks(0, 15_000, 4), '$')).toEqual(['$0', '$5K', '$10K', '$15K']);
    expect(formatTicks(niceTicks(0, 1, 6), undefined)).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
  });
});
