import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { pictureFile } from './picture-file.ts';

/** A side × side checkerboard of two colours in 1 px squares, as a file and as the renderer loads it. */
async function checkerboard(side: number, type: 'image/png' | 'image/jpeg' = 'image/png'): Promise<{ bytes: Uint8Array; loaded: { width: number; height: number; image: Image } }> {
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      ctx.fillStyle = (x + y) % 2 ? '#e9c46a' : '#2a9d8f';
      ctx.fillRect(x, y, 1, 1);
    }
  }
  const bytes = new Uint8Array(type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 95));
  return { bytes, loaded: { width: side, height: side, image: await loadImage(Buffer.from(bytes)) } };
}

/** How many distinct colours a file's pixels hold. */
async function colours(bytes: Uint8Array): Promise<{ width: number; height: number; count: number }> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const seen = new Set<number>();
  for (let at = 0; at < data.length; at += 4) seen.add((data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!);
  return { width: image.width, height: image.height, count: seen.size };
}

describe('picture files', () => {
  test('an 8 px pattern drawn 530 px wide goes in smoothed at the size it is drawn, as the editor shows it', async () => {
    const { bytes, loaded } = await checkerboard(8);
    const file = pictureFile(loaded, bytes, 530 / 8);
    expect(file.jpeg).toBe(false);
    const drawn = await colours(file.bytes);
    expect([drawn.width, drawn.height]).toEqual([530, 530]);
    // Hard squares would hold the two colours alone; smoothing blends them across each edge.
    expect(drawn.count).toBeGreaterThan(50);
  });

  test('a picture drawn under 4× its pixels, or smaller, goes in as the very file it was', async () => {
    const { bytes, loaded } = await checkerboard(8);
    expect(pictureFile(loaded, bytes, 0.5).bytes).toBe(bytes);
    expect(pictureFile(loaded, bytes, 3.9).bytes).toBe(bytes);
  });

  test('a JPEG drawn large stays a JPEG, and a smoothed picture is never more than 2400 px a side', async () => {
    const { bytes, loaded } = await checkerboard(100, 'image/jpeg');
    const file = pictureFile(loaded, bytes, 50);
    expect(file.jpeg).toBe(true);
    expect([...file.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const drawn = await colours(file.bytes);
    expect([drawn.width, drawn.height]).toEqual([2400, 2400]);
  });
});
