import { describe, expect, test } from 'vitest';
import { gradientFillXml } from './gradient-fill.ts';

/** The stops and angle PowerPoint reads from a `<a:gradFill>`. */
function read(xml: string) {
  const stops = [...xml.matchAll(/<a:gs pos="(\d+)"><a:srgbClr val="([0-9A-F]{6})"(?:\/>|><a:alpha val="(\d+)"\/><\/a:srgbClr>)<\/a:gs>/g)].map(([, pos, color, alpha]) => ({
    pos: Number(pos),
    color,
    alpha: alpha === undefined ? 100000 : Number(alpha),
  }));
  return { stops, angle: Number(/<a:lin ang="(\d+)" scaled="0"\/>/.exec(xml)?.[1]) };
}

describe('gradient fills', () => {
  test('a diagonal gradient from corner to corner keeps its colours at the ends, at its angle', () => {
    const box = { x: 100, y: 50, width: 400, height: 225 };
    const xml = gradientFillXml({ type: 'linear', x0: 100, y0: 50, x1: 500, y1: 275, stops: [{ offset: 0, color: '#1d1f27' }, { offset: 1, color: '#e08a00' }] }, box);
    const { stops, angle } = read(xml);
    expect(stops).toEqual([
      { pos: 0, color: '1D1F27', alpha: 100000 },
      { pos: 100000, color: 'E08A00', alpha: 100000 },
    ]);
    // atan(225 / 400) = 29.36°, clockwise from the x axis in 60000ths of a degree.
    expect(angle).toBe(Math.round((Math.atan2(225, 400) * 180 * 60000) / Math.PI));
  });

  test('a shadow fading in over the lower part of a taller shape is clear above it and keeps its alpha', () => {
    const box = { x: 0, y: 0, width: 300, height: 200 };
    const xml = gradientFillXml({ type: 'linear', x0: 0, y0: 100, x1: 0, y1: 200, stops: [{ offset: 0, color: 'rgba(0,0,0,0)' }, { offset: 1, color: 'rgba(0,0,0,0.6)' }] }, box);
    const { stops, angle } = read(xml);
    expect(angle).toBe(5400000);
    // The renderer pads its first colour above y = 100: the shape's top half is clear.
    expect(stops).toEqual([
      { pos: 0, color: '000000', alpha: 0 },
      { pos: 50000, color: '000000', alpha: 0 },
      { pos: 100000, color: '000000', alpha: 60000 },
    ]);
  });

  test('a gradient reaching beyond the shape ends in the colours it has at the shape’s edges', () => {
    const box = { x: 50, y: 0, width: 100, height: 10 };
    const { stops } = read(gradientFillXml({ type: 'linear', x0: 0, y0: 0, x1: 200, y1: 0, stops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }] }, box));
    expect(stops.map((stop) => [stop.pos, stop.color])).toEqual([
      [0, '404040'],
      [100000, 'BFBFBF'],
    ]);
  });

  test('a translucent group fades every stop', () => {
    const { stops } = read(gradientFillXml({ type: 'linear', x0: 0, y0: 0, x1: 10, y1: 0, stops: [{ offset: 0, color: '#ff0000' }, { offset: 1, color: 'rgba(0,0,255,0.5)' }] }, { x: 0, y: 0, width: 10, height: 10 }, 0.5));
    expect(stops.map((stop) => stop.alpha)).toEqual([50000, 25000]);
  });
});
