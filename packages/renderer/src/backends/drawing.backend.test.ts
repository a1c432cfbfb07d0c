import { beforeAll, describe, expect, it } from 'vitest';
import type { Scene } from '../scene/types.ts';
import { colourDistance, drawingBackends, pixel, rgba, type Raster } from './testing.ts';

/** One shape per drawing feature a backend implements, each probed where its colour is unambiguous. */
const SCENE: Scene = {
  width: 200,
  height: 170,
  background: '#ffffff',
  ops: [
    { op: 'rect', x: 10, y: 10, width: 40, height: 40, fill: '#ff0000' },
    { op: 'rect', x: 60, y: 10, width: 40, height: 40, radius: 20, fill: '#0000ff' },
    { op: 'rect', x: 110, y: 10, width: 40, height: 40, stroke: { color: '#00aa00', width: 6 } },
    {
      op: 'rect',
      x: 10,
      y: 60,
      width: 80,
      height: 40,
      fill: { type: 'linear', x0: 10, y0: 0, x1: 90, y1: 0, stops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }] },
    },
    { op: 'path', d: 'M100 60 H140 V100 H100 Z M110 70 H130 V90 H110 Z', fill: '#ff00ff', fillRule: 'evenodd' },
    { op: 'begin', clip: { x: 160, y: 10, width: 30, height: 30 } },
    { op: 'rect', x: 150, y: 0, width: 50, height: 50, fill: '#000000' },
    { op: 'end' },
    { op: 'begin', opacity: 0.5 },
    { op: 'rect', x: 160, y: 60, width: 30, height: 40, fill: '#000000' },
    { op: 'end' },
    { op: 'rect', x: 10, y: 115, width: 40, height: 20, fill: '#ffffff', shadow: { color: 'rgba(0,0,0,0.5)', blur: 0, offsetX: 0, offsetY: 20 } },
    { op: 'rect', x: 70, y: 115, width: 40, height: 20, fill: '#ffffff', shadow: { color: 'rgba(0,0,0,0.6)', blur: 8, offsetX: 0, offsetY: 0 } },
    { op: 'image', src: 'not-loaded.png', x: 130, y: 115, width: 40, height: 40, sx: 0, sy: 0, sw: 40, sh: 40 },
  ],
};

/** Inside a shape the backends agree to the unit; anti-aliasing only touches its edges, which no probe reads. */
const SAME = 2;

describe.each((await drawingBackends()).map((backend) => [backend.name, backend] as const))('%s', (_name, backend) => {
  let raster: Raster;
  beforeAll(async () => {
    raster = await backend.draw(SCENE);
  });
  const colourAt = (x: number, y: number) => pixel(raster, x, y);

  it('draws the scene at its size, one pixel per layout px', () => {
    expect([raster.width, raster.height]).toEqual([SCENE.width, SCENE.height]);
  });

  it('paints the page background', () => {
    expect(colourDistance(colourAt(195, 105), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
  });

  it('fills a rectangle with its colour', () => {
    expect(colourDistance(colourAt(30, 30), rgba('#ff0000'))).toBeLessThanOrEqual(SAME);
  });

  it('rounds the corners of a rectangle with a radius', () => {
    expect(colourDistance(colourAt(80, 30), rgba('#0000ff'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(62, 12), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
  });

  it('strokes a rectangle’s outline on its edge and leaves it hollow', () => {
    expect(colourDistance(colourAt(130, 10), rgba('#00aa00'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(110, 30), rgba('#00aa00'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(130, 30), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
  });

  it('runs a linear gradient from its first stop to its last', () => {
    const [left, middle, right] = [colourAt(11, 80)[0], colourAt(50, 80)[0], colourAt(89, 80)[0]];
    expect(left).toBeLessThan(16);
    expect(right).toBeGreaterThan(239);
    expect(Math.abs(middle - 128)).toBeLessThanOrEqual(12);
  });

  it('leaves the hole of an even-odd path unpainted', () => {
    expect(colourDistance(colourAt(105, 80), rgba('#ff00ff'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(120, 80), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
  });

  it('paints a clipped group only inside its clip', () => {
    expect(colourDistance(colourAt(175, 25), rgba('#000000'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(155, 25), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(175, 45), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
  });

  it('blends a translucent group with what is under it', () => {
    expect(colourDistance(colourAt(175, 80), [128, 128, 128, 255])).toBeLessThanOrEqual(SAME);
  });

  it('casts a hard shadow as a translucent copy at its offset', () => {
    expect(colourDistance(colourAt(30, 125), rgba('#ffffff'))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(colourAt(30, 150), [128, 128, 128, 255])).toBeLessThanOrEqual(SAME);
  });

  it('blurs a soft shadow: about half its alpha at the shape’s edge, fading, gone a few blur lengths out', () => {
    const [edge, near, farther, gone] = [colourAt(90, 135)[0], colourAt(90, 137)[0], colourAt(90, 140)[0], colourAt(90, 160)[0]];
    // Half of 0.6 black over white, as a Gaussian blur has at the edge (the PDF approximates it with layers).
    expect(Math.abs(edge - 255 * (1 - 0.3))).toBeLessThanOrEqual(12);
    expect(edge).toBeLessThan(near);
    expect(near).toBeLessThan(farther);
    expect(farther).toBeLessThan(255);
    expect(gone).toBeGreaterThanOrEqual(255 - SAME);
  });

  it('draws a neutral placeholder where an image did not load', () => {
    expect(colourDistance(colourAt(150, 135), [232, 232, 232, 255])).toBeLessThanOrEqual(SAME);
  });
});
