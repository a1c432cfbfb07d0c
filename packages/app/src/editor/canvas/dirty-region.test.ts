import type { Box } from '@folio/layout';
import type { DrawOp, Scene } from '@folio/renderer';
import { describe, expect, test } from 'vitest';
import { changedRegion, intersects, pixelAligned, REACH, type DrawnPage } from './dirty-region.ts';
import { splitScene } from './scene-parts.ts';

const card = (node: string, box: Box): DrawOp => ({ op: 'rect', node, ...box, fill: '#fff', shadow: { color: '#0003', blur: 24, offsetX: 0, offsetY: 8 } });
const words = (node: string, x: number, y: number, text: string): DrawOp => ({
  op: 'glyphs',
  node,
  fontKey: 'inter',
  fontSize: 18,
  color: '#000',
  x,
  y,
  glyphs: [...text].map((_, index) => ({ id: index + 1, x: index * 10, y: 0 })),
  text,
  clusters: [...text].map((_, index) => index),
  width: text.length * 10,
  rtl: false,
  lineRtl: false,
});

const NO_IMAGES = new Map<string, unknown>();

/** Two cards side by side, each with a line of text. */
function page(left: string, right: string, rightBox: Box = { x: 640, y: 100, width: 500, height: 200 }, contents = { a: {}, b: {} }): DrawnPage {
  const boxes = new Map<string, Box>([
    ['a', { x: 60, y: 100, width: 500, height: 200 }],
    ['b', rightBox],
  ]);
  const scene: Scene = {
    width: 1200,
    height: 675,
    background: '#fff',
    ops: [{ op: 'rect', x: 0, y: 0, width: 1200, height: 675, fill: '#fafafa' }, card('a', boxes.get('a')!), words('a', 84, 140, left), card('b', rightBox), words('b', rightBox.x + 24, rightBox.y + 40, right)],
  };
  return { x: 40, y: 30, scale: 0.5, parts: splitScene(scene), boxes, contents: new Map(Object.entries(contents)), theme: 'sunlit', generation: 1, images: NO_IMAGES };
}

describe('the part of a page repainted after an edit', () => {
  test('is nothing when nothing changed, and everything when the page moved or its theme changed', () => {
    const contents = { a: {}, b: {} };
    const before = page('Hello', 'World', undefined, contents);
    expect(changedRegion(before, page('Hello', 'World', undefined, contents))).toBeNull();
    expect(changedRegion(before, { ...page('Hello', 'World', undefined, contents), x: 41 })).toBe('all');
    expect(changedRegion(before, { ...page('Hello', 'World', undefined, contents), theme: 'moss' })).toBe('all');
    expect(changedRegion(null, before)).toBe('all');
  });

  test('is the text of the block typed in, away from its neighbour, when its box kept its size', () => {
    const before = page('Hello', 'World');
    const after = page('Hello, there', 'World', undefined, { a: {}, b: before.contents.get('b')! });
    const region = changedRegion(before, after) as Box;
    expect(region).not.toBe('all');
    expect(intersects(region, { x: 84, y: 130, width: 120, height: 12 })).toBe(true);
    // The neighbour's card and shadow are not in it, so it is not redrawn.
    expect(intersects(region, { x: 640 - REACH, y: 100 - REACH, width: 500 + 2 * REACH, height: 200 + 2 * REACH })).toBe(false);
  });

  test('covers a block’s old and new box with the reach of its shadow when the box changed', () => {
    const before = page('Hello', 'World');
    const after = page('Hello', 'World', { x: 640, y: 100, width: 500, height: 260 }, { a: before.contents.get('a')!, b: {} });
    const region = changedRegion(before, after) as Box;
    expect(region).toEqual({ x: 640 - REACH, y: 100 - REACH, width: 500 + 2 * REACH, height: 260 + 2 * REACH });
  });
});

test('a repainted region is grown to whole device pixels', () => {
  const at = { x: 40.5, y: 30, scale: 0.37 };
  const aligned = pixelAligned({ x: 10.3, y: 20.7, width: 33.1, height: 5.05 }, at, 2);
  const device = (value: number, offset: number) => (offset + value * at.scale) * 2;
  for (const [value, offset] of [
    [aligned.x, at.x],
    [aligned.y, at.y],
    [aligned.x + aligned.width, at.x],
    [aligned.y + aligned.height, at.y],
  ] as const)
    expect(Math.abs(device(value, offset) - Math.round(device(value, offset)))).toBeLessThan(1e-6);
  expect(aligned.x).toBeLessThanOrEqual(10.3);
  expect(aligned.x + aligned.width).toBeGreaterThanOrEqual(43.4);
});
