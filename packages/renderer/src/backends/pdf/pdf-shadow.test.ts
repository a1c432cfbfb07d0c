import { describe, expect, test } from 'vitest';
import { shadowLayers } from './pdf-shadow.ts';

/** Alpha where `layers` overlap at a distance `d` outside the shape's edge. */
function coverage(layers: ReturnType<typeof shadowLayers>, d: number): number {
  return 1 - layers.filter((layer) => layer.spread > d).reduce((clear, layer) => clear * (1 - layer.alpha), 1);
}

describe('PDF shadows', () => {
  const shadow = { color: 'rgba(0,0,0,0.3)', blur: 24, offsetX: 0, offsetY: 8 };
  const layers = shadowLayers(shadow, 0.3);

  test('reach half the shadow alpha at the shape edge, as a Gaussian blur does', () => {
    expect(coverage(layers, 0)).toBeCloseTo(0.15, 5);
  });

  test('fade out with distance and are gone past three standard deviations', () => {
    const samples = [0, 4, 8, 12, 16, 24, 36].map((d) => coverage(layers, d));
    samples.slice(1).forEach((value, index) => expect(value).toBeLessThanOrEqual(samples[index]!));
    expect(coverage(layers, 36.1)).toBe(0);
  });

  test('draw a hard shadow as one exact copy', () => {
    expect(shadowLayers({ ...shadow, blur: 0 }, 0.3)).toEqual([{ spread: 0, alpha: 0.3 }]);
  });
});
