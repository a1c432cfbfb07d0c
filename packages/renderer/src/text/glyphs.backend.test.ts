import { expect, test } from 'vitest';
import { testEnv } from '../../../../scripts/test-env.ts';
import type { FontRegistry } from '../fonts/registry.ts';
import { layout, paragraph } from './testing.ts';
import type { LaidLine } from './types.ts';

const WIDTH = 640;
const MARGIN = 40;

/** Draws glyph outlines the way backends do: font units, y up, scaled to the run's size. */
function drawLine(ctx: CanvasRenderingContext2D, fonts: FontRegistry, line: LaidLine): void {
  const { Path2D } = testEnv();
  for (const run of line.runs) {
    const scale = run.fontSize / fonts.metrics(run.fontKey).unitsPerEm;
    for (const glyph of run.glyphs) {
      ctx.save();
      ctx.translate(run.x + glyph.x, MARGIN + run.baseline + glyph.y);
      ctx.scale(scale, -scale);
      ctx.fill(new Path2D(fonts.glyphPath(run.fontKey, glyph.id)));
      ctx.restore();
    }
  }
}

/** Bounding box of the painted pixels in a horizontal band of the canvas. */
function inkBox(ctx: CanvasRenderingContext2D, top: number, bottom: number): { left: number; right: number; top: number; bottom: number } | undefined {
  const { data } = ctx.getImageData(0, top, WIDTH, bottom - top);
  let box: { left: number; right: number; top: number; bottom: number } | undefined;
  for (let y = 0; y < bottom - top; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      if (data[(y * WIDTH + x) * 4 + 3]! < 128) continue;
      box = box ?? { left: x, right: x, top: y + top, bottom: y + top };
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.bottom = y + top;
    }
  }
  return box;
}

test('glyph outlines paint ink where the layout put the glyphs, and not outside the line', async () => {
  const { fonts, result } = await layout(
    [paragraph('Ink where the glyphs are', {}, { fontSize: 40 }), paragraph('الحبر في مكانه', { align: 'start' }, { fontSize: 40 })],
    WIDTH,
  );
  const contexts = result.lines.map((line) => {
    const ctx = testEnv().createCanvas(WIDTH, result.height + 2 * MARGIN).getContext('2d');
    drawLine(ctx, fonts, line);
    return ctx;
  });

  for (const [index, line] of result.lines.entries()) {
    const ink = inkBox(contexts[index]!, 0, result.height + 2 * MARGIN);
    expect(ink, testEnv().name).toBeDefined();
    expect(ink!.left).toBeGreaterThanOrEqual(Math.floor(line.left) - 3);
    expect(ink!.right).toBeLessThanOrEqual(Math.ceil(line.left + line.width) + 3);
    expect(ink!.left).toBeLessThan(line.left + 10);
    expect(ink!.right).toBeGreaterThan(line.left + line.width - 10);
    // Ink stays within the line box give or take the fonts' overshoot (Arabic marks reach further).
    expect(ink!.top).toBeGreaterThanOrEqual(MARGIN + line.top - 8);
    expect(ink!.bottom).toBeLessThanOrEqual(MARGIN + line.top + line.height + 8);
    expect(ink!.bottom).toBeGreaterThan(MARGIN + line.baseline - 2);
  }
  const [latin, arabic] = result.lines;
  expect(latin!.left).toBe(0);
  expect(arabic!.left + arabic!.width).toBeCloseTo(WIDTH, 5);

  // Each Latin letter has ink inside its own advance box.
  const run = latin!.runs[0]!;
  run.glyphs.forEach((glyph, index) => {
    if (run.text[glyph.cluster] === ' ') return;
    const next = run.glyphs[index + 1]?.x ?? run.width;
    const { data } = contexts[0]!.getImageData(Math.floor(run.x + glyph.x), MARGIN + latin!.top, Math.max(1, Math.ceil(next - glyph.x)), latin!.height);
    const painted = data.filter((value, offset) => offset % 4 === 3 && value > 128).length;
    expect(painted, `glyph for "${run.text[glyph.cluster]}"`).toBeGreaterThan(5);
  });
});
