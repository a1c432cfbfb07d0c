import { expect, test } from 'vitest';
import { drawingBackends, type Raster } from '../backends/testing.ts';
import { OpSink } from '../scene/blocks/block-renderer.ts';
import { pushText } from '../scene/text-ops.ts';
import { layout, paragraph } from './testing.ts';

const WIDTH = 640;
const MARGIN = 40;
/** Ink is the text's near-black on the white page; anti-aliased edges lighter than this are not counted. */
const INK = 128;

function isInk(raster: Raster, x: number, y: number): boolean {
  return raster.data[(y * raster.width + x) * 4]! < INK;
}

/** Bounding box of the inked pixels. */
function inkBox(raster: Raster): { left: number; right: number; top: number; bottom: number } | undefined {
  let box: { left: number; right: number; top: number; bottom: number } | undefined;
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = 0; x < raster.width; x += 1) {
      if (!isInk(raster, x, y)) continue;
      box = box ?? { left: x, right: x, top: y, bottom: y };
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.bottom = y;
    }
  }
  return box;
}

test('glyph outlines paint ink where the layout put the glyphs, and not outside the line, on every backend', async () => {
  const { fonts, result } = await layout(
    [paragraph('Ink where the glyphs are', {}, { fontSize: 40 }), paragraph('الحبر في مكانه', { align: 'start' }, { fontSize: 40 })],
    WIDTH,
  );
  const [latin, arabic] = result.lines;
  expect(latin!.left).toBe(0);
  expect(arabic!.left + arabic!.width).toBeCloseTo(WIDTH, 5);

  for (const backend of await drawingBackends()) {
    // One page per line, drawn as scenes draw text, so each line's ink is measured alone.
    const rasters: Raster[] = [];
    for (const line of result.lines) {
      const sink = new OpSink();
      pushText(sink, fonts, { ...result, lines: [line], paragraphs: [], boxWidth: WIDTH }, 0, MARGIN);
      rasters.push(await backend.draw({ width: WIDTH, height: Math.ceil(result.height) + 2 * MARGIN, background: '#ffffff', ops: sink.ops }));
    }

    for (const [index, line] of result.lines.entries()) {
      const ink = inkBox(rasters[index]!);
      expect(ink, backend.name).toBeDefined();
      expect(ink!.left, backend.name).toBeGreaterThanOrEqual(Math.floor(line.left) - 3);
      expect(ink!.right, backend.name).toBeLessThanOrEqual(Math.ceil(line.left + line.width) + 3);
      expect(ink!.left, backend.name).toBeLessThan(line.left + 10);
      expect(ink!.right, backend.name).toBeGreaterThan(line.left + line.width - 10);
      // Ink stays within the line box give or take the fonts' overshoot (Arabic marks reach further).
      expect(ink!.top, backend.name).toBeGreaterThanOrEqual(MARGIN + line.top - 8);
      expect(ink!.bottom, backend.name).toBeLessThanOrEqual(MARGIN + line.top + line.height + 8);
      expect(ink!.bottom, backend.name).toBeGreaterThan(MARGIN + line.baseline - 2);
    }

    // Each Latin letter has ink inside its own advance box.
    const run = latin!.runs[0]!;
    run.glyphs.forEach((glyph, index) => {
      if (run.text[glyph.cluster] === ' ') return;
      const left = Math.floor(run.x + glyph.x);
      const right = left + Math.max(1, Math.ceil((run.glyphs[index + 1]?.x ?? run.width) - glyph.x));
      let painted = 0;
      for (let y = MARGIN + Math.floor(latin!.top); y < MARGIN + latin!.top + latin!.height; y += 1) for (let x = left; x < right; x += 1) if (isInk(rasters[0]!, x, y)) painted += 1;
      expect(painted, `${backend.name}: glyph for "${run.text[glyph.cluster]}"`).toBeGreaterThan(5);
    });
  }
});
