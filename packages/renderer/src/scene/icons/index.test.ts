import { describe, expect, test } from 'vitest';
import { OpSink } from '../blocks/block-renderer.ts';
import type { PathOp } from '../types.ts';
import { ICON_NAMES, iconPath, pushIcon } from './index.ts';
import { parsePath } from './svg-path.ts';

const NAMES = ['check', 'star', 'heart', 'lightbulb', 'rocket', 'chart', 'users', 'globe', 'shield', 'clock', 'target', 'mail', 'phone', 'map-pin', 'book', 'code', 'zap', 'leaf', 'trophy', 'arrow-right'];

function extent(d: string): { minX: number; minY: number; maxX: number; maxY: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const cmd of parsePath(d)) {
    if (cmd.c === 'Z') continue;
    xs.push(cmd.x);
    ys.push(cmd.y);
  }
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

describe('icon set', () => {
  test('offers exactly the twenty icons the editor lists', () => {
    expect([...ICON_NAMES].sort()).toEqual([...NAMES].sort());
  });

  test.each(NAMES)('%s resolves to a drawable path on the 24 grid', (name) => {
    const icon = iconPath(name);
    expect(icon?.size).toBe(24);
    expect(icon!.d).toMatch(/^M/);
    expect(icon!.d).not.toMatch(/[AaHhVvSsTt]/);
    const box = extent(icon!.d);
    expect(box.minX).toBeGreaterThanOrEqual(0);
    expect(box.minY).toBeGreaterThanOrEqual(0);
    expect(box.maxX).toBeLessThanOrEqual(24);
    expect(box.maxY).toBeLessThanOrEqual(24);
  });

  test('an unknown name resolves to nothing and draws nothing', () => {
    const out = new OpSink();
    expect(iconPath('unicorn')).toBeUndefined();
    expect(pushIcon(out, 'unicorn', 0, 0, 48, '#000')).toBe(false);
    expect(out.ops).toHaveLength(0);
  });

  test('a pushed icon fills the requested square with a round 2-unit stroke', () => {
    const out = new OpSink();
    pushIcon(out, 'target', 100, 50, 48, '#123456');
    const op = out.ops[0] as PathOp;
    expect(op.stroke).toEqual({ color: '#123456', width: 4, cap: 'round', join: 'round' });
    expect(op.fill).toBeUndefined();
    // Lucide's target is three circles about (12, 12), the largest of radius 10.
    const box = extent(op.d);
    expect(box.minX).toBeCloseTo(100 + 2 * 2, 1);
    expect(box.maxX).toBeCloseTo(100 + 22 * 2, 1);
    expect(box.minY).toBeCloseTo(50 + 2 * 2, 1);
    expect(box.maxY).toBeCloseTo(50 + 22 * 2, 1);
  });
});
