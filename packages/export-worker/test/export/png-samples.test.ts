import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PNG, type ColorType } from 'pngjs';
import type { PdfImage } from '@folio/renderer/pdf';
import type { Scene } from '@folio/renderer';
import { beforeAll, describe, expect, test } from 'vitest';
import { NodeRenderer } from '../../src/node-renderer.ts';
import { pngChunk } from '../../src/export/png-encoder.ts';
import { PngError, pngSamples } from '../../src/export/png-samples.ts';
import { rasterisePdf, requireTools, tempDir } from './external-tools.ts';
import type { RgbaImage } from '../../src/fidelity/index.ts';

const WIDTH = 23;
const HEIGHT = 17;
const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Gradients with a little noise, so pngjs's adaptive filtering picks every filter somewhere. */
function sample(x: number, y: number, channel: number, max: number): number {
  const noise = ((x * 7919 + y * 104729 + channel * 1299709) % 97) / 97;
  return Math.round(max * Math.min(1, ((x + channel * 5) % WIDTH) / WIDTH * 0.6 + (y / HEIGHT) * 0.3 + noise * 0.1));
}

/**
 * A PNG written by pngjs in a colour type and depth, with adaptive filters or every row given
 * `filterType`; `opaque` makes every pixel's alpha full.
 */
function pngjsFile(colorType: ColorType, bitDepth: 8 | 16, opaque = false, filterType = -1): Buffer {
  const max = bitDepth === 16 ? 65535 : 255;
  const data = bitDepth === 16 ? new Uint16Array(WIDTH * HEIGHT * 4) : new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) for (let c = 0; c < 4; c++) data[(y * WIDTH + x) * 4 + c] = c === 3 && opaque ? max : sample(x, y, c, max);
  const png = new PNG({ width: WIDTH, height: HEIGHT, bitDepth, colorType, inputColorType: 6, inputHasAlpha: true });
  png.data = Buffer.from(data.buffer);
  return PNG.sync.write(png, { bitDepth, colorType, inputColorType: 6, inputHasAlpha: true, filterType });
}

/** A PNG made chunk by chunk: rows given unfiltered (filter 0), at the header's depth. */
function handMadeFile(header: { colorType: number; depth: number; interlace?: number }, rows: number[][], extra: Record<string, Uint8Array> = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(WIDTH, 0);
  ihdr.writeUInt32BE(rows.length, 4);
  ihdr[8] = header.depth;
  ihdr[9] = header.colorType;
  ihdr[12] = header.interlace ?? 0;
  const raw = Buffer.concat(rows.map((row) => Buffer.from([0, ...row])));
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', ihdr), ...Object.entries(extra).map(([type, body]) => pngChunk(type, body)), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', new Uint8Array(0))]);
}

/** A palette of 8 colours and rows of indices into it, one byte each. */
function paletteFile(extra: Record<string, Uint8Array> = {}): Buffer {
  const palette = Uint8Array.from({ length: 8 * 3 }, (_, i) => (i * 37) % 256);
  const rows = Array.from({ length: HEIGHT }, (_, y) => Array.from({ length: WIDTH }, (_, x) => (x + y) % 8));
  return handMadeFile({ colorType: 3, depth: 8 }, rows, { PLTE: palette, ...extra });
}

/** A 1-bit grey image: 23 pixels make 3 bytes a row. */
function oneBitGreyFile(): Buffer {
  const rows = Array.from({ length: HEIGHT }, (_, y) => [0b10110010 ^ y, 0b01101100, 0b11100000 & (y << 5)]);
  return handMadeFile({ colorType: 0, depth: 1 }, rows);
}

/** The file's pixels as pngjs decodes them (8 bits, RGBA): what the PDF took before. */
function decodedPixels(file: Buffer): PdfImage {
  const { data, width, height } = PNG.sync.read(file);
  return { pixels: { rgba: new Uint8Array(data), width, height }, width, height };
}

describe('a PNG file in the PDF, as the samples it stores', () => {
  let renderer: NodeRenderer;
  let dir: string;
  beforeAll(async () => {
    requireTools('pdftoppm');
    renderer = await NodeRenderer.create();
    dir = await tempDir('png-samples');
  });

  /** Poppler's raster of a one-page PDF that draws the image at its own size, on white. */
  async function drawn(name: string, image: PdfImage): Promise<RgbaImage> {
    const scene: Scene = { width: WIDTH, height: HEIGHT, background: '#ffffff', ops: [{ op: 'image', node: 'n', src: 'i', x: 0, y: 0, width: WIDTH, height: HEIGHT, sx: 0, sy: 0, sw: WIDTH, sh: HEIGHT }] };
    const { bytes, imageErrors } = await (await renderer.pdfBackend()).render([scene], { title: name, images: new Map([['i', image]]) });
    expect(imageErrors).toEqual(new Map());
    const folder = join(dir, name);
    await mkdir(folder);
    await writeFile(join(folder, 'image.pdf'), bytes);
    return (await rasterisePdf(join(folder, 'image.pdf'), folder))[0]!;
  }

  const files: Record<string, () => Buffer> = {
    'grey, 8 bits': () => pngjsFile(0, 8),
    'grey and alpha, 8 bits': () => pngjsFile(4, 8),
    'RGB, 8 bits': () => pngjsFile(2, 8),
    'RGBA, 8 bits': () => pngjsFile(6, 8),
    'RGB, 16 bits': () => pngjsFile(2, 16),
    'RGBA, 16 bits': () => pngjsFile(6, 16),
    'RGBA, 8 bits, opaque': () => pngjsFile(6, 8, true),
    'RGBA, 16 bits, opaque': () => pngjsFile(6, 16, true),
    ...Object.fromEntries(['None', 'Sub', 'Up', 'Average', 'Paeth'].map((name, filter) => [`RGBA, every row filtered ${name}`, () => pngjsFile(6, 8, false, filter)])),
    'palette': () => paletteFile(),
    'grey, 1 bit': () => oneBitGreyFile(),
  };

  test.each(Object.keys(files))('%s: poppler draws the same pixels as from the decoded file', async (kind) => {
    const file = files[kind]!();
    const samples = pngSamples(file)!;
    expect(samples).toMatchObject({ width: WIDTH, height: HEIGHT });
    const fromSamples = await drawn(`${kind}-samples`.replace(/\W+/g, '-'), { samples, width: WIDTH, height: HEIGHT });
    const fromPixels = await drawn(`${kind}-pixels`.replace(/\W+/g, '-'), decodedPixels(file));
    // 16-bit samples reach poppler whole; pngjs rounds them to 8 bits first.
    let largest = 0;
    for (let i = 0; i < fromPixels.data.length; i++) largest = Math.max(largest, Math.abs(fromPixels.data[i]! - fromSamples.data[i]!));
    expect(largest).toBeLessThanOrEqual(kind.includes('16') ? 1 : 0);
    // Not a blank page on both sides: the image is there.
    expect(new Set(fromSamples.data).size).toBeGreaterThan(2);
  });

  test('a file without alpha goes in as its own compressed rows; one with alpha as colour and a soft mask', () => {
    const rgb = pngjsFile(2, 8);
    const idat = rgb.indexOf('IDAT');
    const length = rgb.readUInt32BE(idat - 4);
    expect(Buffer.from(pngSamples(rgb)!.data).equals(rgb.subarray(idat + 4, idat + 4 + length))).toBe(true);
    expect(pngSamples(rgb)!.alpha).toBeUndefined();
    expect(pngSamples(pngjsFile(6, 8))).toMatchObject({ color: { space: 'DeviceRGB' }, bitsPerComponent: 8, alpha: expect.any(Uint8Array) });
    // Alpha that is full everywhere is no soft mask, however the file's rows were filtered.
    for (let filter = 0; filter <= 4; filter++) expect(pngSamples(pngjsFile(6, 8, true, filter))!.alpha).toBeUndefined();
    expect(pngSamples(pngjsFile(4, 16, true))!.alpha).toBeUndefined();
    expect(pngSamples(pngjsFile(6, 16))!.alpha).toBeInstanceOf(Uint8Array);
    expect(pngSamples(paletteFile())!.color).toMatchObject({ space: 'Indexed' });
  });

  test('an interlaced file, or one whose transparency is a tRNS chunk, is left to be decoded', () => {
    const rows = Array.from({ length: HEIGHT }, () => Array.from({ length: WIDTH * 3 }, (_, i) => i % 256));
    expect(pngSamples(handMadeFile({ colorType: 2, depth: 8, interlace: 1 }, rows))).toBeUndefined();
    expect(pngSamples(paletteFile({ tRNS: Uint8Array.of(0, 128) }))).toBeUndefined();
  });

  test('a file that is not a sound PNG is refused with what is wrong, before anything is written', () => {
    const good = pngjsFile(6, 8);
    const badCrc = Buffer.from(good);
    badCrc[40] = badCrc[40]! ^ 0xff;
    expect(() => pngSamples(badCrc)).toThrow(/CRC/);
    expect(() => pngSamples(good.subarray(0, good.length - 30))).toThrow(PngError);
    expect(() => pngSamples(Buffer.from('GIF89a not a png at all'))).toThrow(/not a PNG/);
    // Rows given a filter PNG does not define.
    const rows = Array.from({ length: HEIGHT }, () => Array.from({ length: WIDTH }, () => 3));
    const badFilter = handMadeFile({ colorType: 3, depth: 8 }, rows, { PLTE: Uint8Array.of(0, 0, 0, 255, 255, 255, 9, 9, 9, 1, 2, 3) });
    const inflated = Buffer.concat(rows.map((row) => Buffer.from([7, ...row])));
    const at = badFilter.indexOf('IDAT');
    const withFilter7 = Buffer.concat([badFilter.subarray(0, at - 4), pngChunk('IDAT', deflateSync(inflated)), pngChunk('IEND', new Uint8Array(0))]);
    expect(() => pngSamples(withFilter7)).toThrow(/row filter 7/);
  });

  test('a 1 × 1 header over data that inflates to 50 MB stops at the image’s size', () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(1, 0);
    ihdr.writeUInt32BE(1, 4);
    ihdr[8] = 8;
    ihdr[9] = 6;
    const bomb = Buffer.concat([SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(50 * 1024 * 1024))), pngChunk('IEND', new Uint8Array(0))]);
    expect(() => pngSamples(bomb)).toThrow(/does not inflate|not the 5/);
  });
});
