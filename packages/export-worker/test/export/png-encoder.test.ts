import { createCanvas } from '@napi-rs/canvas';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { expect, test } from 'vitest';
import { exportDocument, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { encodePng } from '../../src/export/png-encoder.ts';
import { deckPath, FIXTURE_FILES } from '../../src/fidelity/index.ts';

test('the PNG encoder keeps every pixel, translucent ones included, as Skia encodes them', async () => {
  const canvas = createCanvas(301, 97);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, 301, 0);
  gradient.addColorStop(0, 'rgba(255,0,0,0)');
  gradient.addColorStop(1, 'rgba(0,80,255,0.6)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 301, 97);
  ctx.fillStyle = '#123456';
  ctx.fillRect(40, 20, 60, 30);
  const ours = PNG.sync.read(Buffer.from(await encodePng(ctx.getImageData(0, 0, 301, 97).data, 301, 97)));
  const skia = PNG.sync.read(await canvas.encode('png'));
  expect([ours.width, ours.height]).toEqual([301, 97]);
  expect(Buffer.compare(ours.data, skia.data)).toBe(0);
});

test('refuses pixels that do not fill the stated size', async () => {
  await expect(encodePng(new Uint8Array(10), 2, 2)).rejects.toThrow(RangeError);
});

test('every slide of the images export holds exactly the pixels the renderer draws', async () => {
  const renderer = await NodeRenderer.create();
  const doc = await readDeckFile(deckPath('images'));
  const files = unzipSync((await exportDocument(doc, { format: 'images', ...FIXTURE_FILES, renderer })).bytes);
  const prepared = await renderer.prepare(doc, FIXTURE_FILES);
  for (const [index, name] of Object.keys(files).sort().entries()) {
    const exported = PNG.sync.read(Buffer.from(files[name]!));
    const drawn = PNG.sync.read(await renderer.drawPage(prepared, index, 2).encode('png'));
    expect(Buffer.compare(exported.data, drawn.data), name).toBe(0);
  }
});
