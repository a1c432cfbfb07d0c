import { describe, expect, it } from 'vitest';
import { contentBounds } from './crop-canvas.ts';

function canvasWith(width: number, height: number, marks: [number, number][]): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y] of marks) pixels.set([0, 0, 0, 255], (y * width + x) * 4);
  return pixels;
}

describe('contentBounds', () => {
  it('crops to the drawn pixels with a margin, kept inside the canvas', () => {
    expect(contentBounds(canvasWith(100, 50, [[40, 20], [60, 30]]), 100, 50, 5)).toEqual({ x: 35, y: 15, width: 31, height: 21 });
    expect(contentBounds(canvasWith(100, 50, [[1, 1], [99, 49]]), 100, 50, 5)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
  });

  it('finds nothing on a blank canvas', () => {
    expect(contentBounds(canvasWith(10, 10, []), 10, 10, 5)).toBeNull();
  });
});
