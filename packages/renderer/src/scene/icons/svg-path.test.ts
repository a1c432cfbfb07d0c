import { describe, expect, test } from 'vitest';
import { arcToCubics, formatPath, parsePath, transformPath } from './svg-path.ts';

describe('svg path transformer', () => {
  test('scales every coordinate and then translates it', () => {
    expect(transformPath('M1 2L3 4Z', { scale: 2, dx: 10, dy: 20 })).toBe('M12 24L16 28Z');
  });

  test('turns relative commands and shorthands into absolute lines', () => {
    expect(formatPath(parsePath('m5 5h10v10h-10z'))).toBe('M5 5L15 5L15 15L5 15Z');
  });

  test('repeats a command for extra argument groups, a moveto continuing as lines', () => {
    expect(formatPath(parsePath('M0 0 10 0 10 10'))).toBe('M0 0L10 0L10 10');
    expect(formatPath(parsePath('l1 1 2 2'))).toBe('L1 1L3 3');
  });

  test('reflects the previous control point for smooth curves', () => {
    expect(formatPath(parsePath('M0 0C0 10 10 10 10 0S20 -10 20 0'))).toBe('M0 0C0 10 10 10 10 0C10 -10 20 -10 20 0');
    expect(formatPath(parsePath('M0 0Q5 10 10 0T20 0'))).toBe('M0 0Q5 10 10 0Q15 -10 20 0');
  });

  test('reads packed arc flags and compact numbers as lucide writes them', () => {
    const commands = parsePath('M15.914 4a1.5 1.5 0 00-2.474-1.561l.5.5');
    expect(commands.at(-1)).toEqual({ c: 'L', x: expect.closeTo(13.94, 3), y: expect.closeTo(2.939, 3) });
    expect(commands.filter((cmd) => cmd.c === 'C').length).toBeGreaterThan(0);
  });

  test('draws a half circle arc through its apex, using only cubic curves', () => {
    const arc = arcToCubics(0, 0, 10, 10, 0, false, true, 20, 0);
    expect(arc.every((cmd) => cmd.c === 'C')).toBe(true);
    expect(arc).toHaveLength(2);
    const middle = arc[0]!;
    expect(middle.c === 'C' && [middle.x, middle.y]).toEqual([expect.closeTo(10, 6), expect.closeTo(-10, 6)]);
  });

  test('a scaled path keeps its shape: a unit square becomes a square of the new size', () => {
    const d = transformPath('M0 0h24v24H0z', { scale: 0.5, dx: 3, dy: 4 });
    expect(d).toBe('M3 4L15 4L15 16L3 16Z');
  });

  test('rejects data that is not a path', () => {
    expect(() => parsePath('M0 0 L x')).toThrow(SyntaxError);
    expect(() => parsePath('10 10')).toThrow(SyntaxError);
  });
});
