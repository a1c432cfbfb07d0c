import { crc32 } from 'node:zlib';
import * as napi from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import type { LoadedImage, Scene } from '@folio/renderer';
import { describe, expect, test } from 'vitest';
import { DecodedImages } from '../decoded-images.ts';
import { nodeImageFileLoader, type ImageFile } from '../node-images.ts';
import { imageRenditions, PDF_IMAGES, PPTX_PICTURES, type ImageWriter } from './image-rendition.ts';
import { pngSamples } from './png-samples.ts';

const { createCanvas, loadImage } = napi;

/** A side × side checkerboard of two colours in 1 px squares. */
function checkerboard(side: number, type: 'image/png' | 'image/jpeg' | 'image/webp' = 'image/png'): Uint8Array {
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      ctx.fillStyle = (x + y) % 2 ? '#e9c46a' : '#2a9d8f';
      ctx.fillRect(x, y, 1, 1);
    }
  }
  return new Uint8Array(type === 'image/png' ? canvas.toBuffer('image/png') : type === 'image/jpeg' ? canvas.toBuffer('image/jpeg', 95) : canvas.toBuffer('image/webp', 95));
}

/** A 160 × 90 JPEG whose EXIF orientation (6) says to show it turned a quarter clockwise: 90 × 160. */
function turnedJpeg(): Uint8Array {
  const canvas = createCanvas(160, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#264653';
  ctx.fillRect(0, 0, 160, 90);
  ctx.fillStyle = '#e76f51';
  ctx.fillRect(0, 0, 40, 90);
  const jpeg = canvas.toBuffer('image/jpeg', 95);
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(tiff)]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]), exif]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><rect width="24" height="24" fill="#ffffff"/><rect x="6" y="6" width="12" height="12" fill="#e02020"/></svg>`;

/** Skia as an export has it, counting the files it decodes. */
function countingSkia(): { skia: () => Promise<{ canvas: typeof napi; decoded: DecodedImages }>; decodes: () => number } {
  let decodes = 0;
  const decoded = new DecodedImages((file) => {
    decodes++;
    return loadImage(Buffer.from(file));
  });
  return { skia: async () => ({ canvas: napi, decoded }), decodes: () => decodes };
}

/** Files loaded as an export loads them for the PDF and the PPTX, decodings shared with `skia`. */
async function loaded(files: Record<string, Uint8Array>, skia: ReturnType<typeof countingSkia>['skia']): Promise<Map<string, LoadedImage<ImageFile>>> {
  const { decoded } = await skia();
  const load = nodeImageFileLoader({ files: new Map(Object.entries(files)), decode: (bytes) => decoded.decode(bytes) });
  return new Map(await Promise.all(Object.keys(files).map(async (src) => [src, await load(src)] as const)));
}

/** A slide drawing `src` whole into each of `sizes` (width × height); `drawn` fills in the source rectangles once the image's size is known. */
function slide(src: string, ...sizes: [number, number][]): Scene {
  return { width: 1200, height: 675, background: '#ffffff', ops: sizes.map(([width, height]) => ({ op: 'image', src, x: 0, y: 0, width, height, sx: 0, sy: 0, sw: 0, sh: 0 })) };
}

/** The slides with each op's source rectangle the whole image. */
function drawn(images: ReadonlyMap<string, LoadedImage<ImageFile>>, ...scenes: Scene[]): Scene[] {
  return scenes.map((scene) => ({ ...scene, ops: scene.ops.map((op) => (op.op === 'image' ? { ...op, sw: images.get(op.src)!.width, sh: images.get(op.src)!.height } : op)) }));
}

async function render<T>(files: Record<string, Uint8Array>, writer: ImageWriter<T>, ...scenes: Scene[]) {
  const counting = countingSkia();
  const images = await loaded(files, counting.skia);
  const result = await imageRenditions(images, drawn(images, ...scenes), writer, counting.skia);
  return { ...result, decodes: counting.decodes() };
}

/** A file's size and how many distinct colours its pixels hold. */
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

describe('image renditions', () => {
  test('an SVG goes into the PPTX as a PNG, and into the PDF as pixels, at twice the size it is drawn', async () => {
    const svg = new Uint8Array(Buffer.from(ICON));
    const pptx = (await render({ 'icon.svg': svg }, PPTX_PICTURES, slide('icon.svg', [400, 400]))).renditions.get('icon.svg')!;
    expect(pptx.format).toBe('png');
    expect([...pptx.bytes.subarray(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect(await colours(pptx.bytes)).toMatchObject({ width: 800, height: 800 });
    const pdf = (await render({ 'icon.svg': svg }, PDF_IMAGES, slide('icon.svg', [400, 400]))).renditions.get('icon.svg')!;
    expect('pixels' in pdf && [pdf.pixels.width, pdf.pixels.height]).toEqual([800, 800]);
    // The scene's source rectangles still refer to the SVG's own size.
    expect([pdf.width, pdf.height]).toEqual([24, 24]);
  });

  test('a JPEG drawn near its size goes into both files as the very file it was, and is never decoded', async () => {
    const jpeg = checkerboard(100, 'image/jpeg');
    for (const writer of [PPTX_PICTURES, PDF_IMAGES] as ImageWriter<object>[]) {
      const { renditions, decodes } = await render({ 'photo.jpg': jpeg }, writer, slide('photo.jpg', [50, 50], [190, 190]));
      expect(renditions.get('photo.jpg')).toEqual({ bytes: jpeg, format: 'jpeg', width: 100, height: 100 });
      expect(decodes).toBe(0);
    }
  });

  test('a picture drawn under 4× its pixels goes into the PPTX as it was; the PDF takes its samples undecoded, and smooths it from past 2×', async () => {
    const png = checkerboard(8);
    expect((await render({ 'p.png': png }, PPTX_PICTURES, slide('p.png', [31, 31]))).renditions.get('p.png')!.bytes).toBe(png);
    const { renditions, decodes } = await render({ 'p.png': png }, PDF_IMAGES, slide('p.png', [16, 16]));
    const own = renditions.get('p.png')!;
    expect(decodes).toBe(0);
    expect(own).toEqual({ samples: pngSamples(png), width: 8, height: 8 });
    const smoothed = (await render({ 'p.png': png }, PDF_IMAGES, slide('p.png', [31, 31]))).renditions.get('p.png')!;
    expect('pixels' in smoothed && [smoothed.pixels.width, smoothed.pixels.height]).toEqual([62, 62]);
  });

  test('a PNG with alpha is split into colour and mask once: the next PDF takes what the first made of the same bytes, and other bytes are split anew', async () => {
    const translucent = (color: string) => {
      const canvas = createCanvas(12, 12);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = color;
      ctx.fillRect(2, 2, 8, 8);
      return new Uint8Array(canvas.toBuffer('image/png'));
    };
    const samples = async (png: Uint8Array) => {
      const rendition = (await render({ 'logo.png': png }, PDF_IMAGES, slide('logo.png', [12, 12]))).renditions.get('logo.png')!;
      return 'samples' in rendition ? rendition.samples : undefined;
    };
    const logo = translucent('rgba(230, 57, 70, 0.5)');
    const first = await samples(logo);
    expect(first?.alpha).toBeDefined();
    // The next export gets the file again, as bytes of their own.
    expect(await samples(new Uint8Array(logo))).toBe(first);
    const recoloured = await samples(translucent('rgba(29, 53, 87, 0.5)'));
    expect(recoloured).not.toBe(first);
    expect(recoloured).toEqual(pngSamples(translucent('rgba(29, 53, 87, 0.5)')));
  });

  test('an interlaced PNG goes into the PDF as its pixels, decoded', async () => {
    // One pixel is all in Adam7's first pass: the same rows, with the header's interlace flag set.
    const png = new PNG({ width: 1, height: 1 });
    png.data.set([200, 100, 50, 255]);
    const interlaced = PNG.sync.write(png);
    interlaced[28] = 1;
    const body = interlaced.subarray(12, 29);
    interlaced.writeUInt32BE(crc32(body), 29);
    expect(pngSamples(interlaced)).toBeUndefined();
    const { renditions, errors } = await render({ 'i.png': interlaced }, PDF_IMAGES, slide('i.png', [1, 1]));
    expect(errors).toEqual(new Map());
    expect(renditions.get('i.png')).toEqual({ pixels: { rgba: Uint8Array.of(200, 100, 50, 255), width: 1, height: 1 }, width: 1, height: 1 });
  });

  test('a PNG that cannot be decoded is left out of the PDF with the reason, and drawn as a placeholder', async () => {
    const png = checkerboard(8);
    const broken = png.slice(0, png.length - 40);
    const { renditions, errors } = await render({ 'broken.png': broken }, PDF_IMAGES, slide('broken.png', [8, 8]));
    expect(renditions.has('broken.png')).toBe(false);
    expect(errors.get('broken.png')).toBeTruthy();
  });

  test('an 8 px pattern drawn 530 px wide is smoothed at the size it is drawn, as the editor shows it', async () => {
    const { renditions } = await render({ 'pattern.png': checkerboard(8) }, PPTX_PICTURES, slide('pattern.png', [530, 530]));
    const file = renditions.get('pattern.png')!;
    expect(file.format).toBe('png');
    const drawn = await colours(file.bytes);
    expect([drawn.width, drawn.height]).toEqual([530, 530]);
    // Hard squares would hold the two colours alone; smoothing blends them across each edge.
    expect(drawn.count).toBeGreaterThan(50);
    const pdf = (await render({ 'pattern.png': checkerboard(8) }, PDF_IMAGES, slide('pattern.png', [530, 530]))).renditions.get('pattern.png')!;
    expect('pixels' in pdf && [pdf.pixels.width, pdf.pixels.height]).toEqual([1060, 1060]);
  });

  test('a JPEG drawn large stays a JPEG, and a smoothed picture is never more than 2400 px a side', async () => {
    const { renditions } = await render({ 'photo.jpg': checkerboard(100, 'image/jpeg') }, PPTX_PICTURES, slide('photo.jpg', [5000, 5000]));
    const file = renditions.get('photo.jpg')!;
    expect(file.format).toBe('jpeg');
    expect([...file.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(await colours(file.bytes)).toMatchObject({ width: 2400, height: 2400 });
  });

  test('an image used on three slides at three sizes is prepared once, for its largest use, and decoded once', async () => {
    const { renditions, decodes } = await render({ 'pattern.png': checkerboard(8) }, PPTX_PICTURES, slide('pattern.png', [40, 40]), slide('pattern.png', [200, 200]), slide('pattern.png', [120, 120], [64, 64]));
    expect([...renditions.keys()]).toEqual(['pattern.png']);
    expect(await colours(renditions.get('pattern.png')!.bytes)).toMatchObject({ width: 200, height: 200 });
    expect(decodes).toBe(1);
  });

  test('a WebP goes into the PPTX as a PNG of its own pixels, decoded once when it was loaded', async () => {
    const { renditions, decodes } = await render({ 'photo.webp': checkerboard(40, 'image/webp') }, PPTX_PICTURES, slide('photo.webp', [60, 60]));
    const file = renditions.get('photo.webp')!;
    expect(file.format).toBe('png');
    expect(await colours(file.bytes)).toMatchObject({ width: 40, height: 40 });
    expect(decodes).toBe(1);
  });

  test('a JPEG its EXIF orientation turns goes in upright, still a JPEG, since PDF and PowerPoint draw the stored pixels unturned', async () => {
    const pptx = (await render({ 'turned.jpg': turnedJpeg() }, PPTX_PICTURES, slide('turned.jpg', [90, 160]))).renditions.get('turned.jpg')!;
    expect(pptx.format).toBe('jpeg');
    expect(await colours(pptx.bytes)).toMatchObject({ width: 90, height: 160 });
    const pdf = (await render({ 'turned.jpg': turnedJpeg() }, PDF_IMAGES, slide('turned.jpg', [90, 160]))).renditions.get('turned.jpg')!;
    expect('bytes' in pdf && pdf.format).toBe('jpeg');
    if ('bytes' in pdf) expect(await colours(pdf.bytes)).toMatchObject({ width: 90, height: 160 });
  });

  test('a photo the PDF smooths goes in as a JPEG at twice its drawn size, a fraction of its pixels’ weight', async () => {
    const photo = createCanvas(300, 200);
    const ctx = photo.getContext('2d');
    const sky = ctx.createLinearGradient(0, 0, 300, 200);
    sky.addColorStop(0, '#264653');
    sky.addColorStop(1, '#f4a261');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 300, 200);
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 60% 50%)`;
      ctx.fillRect((i * 53) % 300, (i * 29) % 200, 3 + (i % 7), 2 + (i % 5));
    }
    const { renditions } = await render({ 'photo.jpg': new Uint8Array(photo.toBuffer('image/jpeg', 90)) }, PDF_IMAGES, slide('photo.jpg', [900, 600]));
    const pdf = renditions.get('photo.jpg')!;
    if (!('bytes' in pdf)) throw new Error('the smoothed photo goes in as a file');
    expect(pdf.format).toBe('jpeg');
    expect(await colours(pdf.bytes)).toMatchObject({ width: 1800, height: 1200 });
    expect(pdf.bytes.length).toBeLessThan((1800 * 1200 * 3) / 10);
  });

  test('a PNG whose header reads but whose pixels do not is left out, with the reason', async () => {
    const broken = checkerboard(8).slice(0, 40);
    const { renditions, errors } = await render({ 'broken.png': broken }, PPTX_PICTURES, slide('broken.png', [400, 400]));
    expect(renditions.size).toBe(0);
    expect(errors.get('broken.png')).toBeTruthy();
  });
});
