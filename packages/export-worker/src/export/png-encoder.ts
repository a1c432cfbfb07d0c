import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

/**
 * zlib level 3, filter None. Measured on the 20 slides of deck-20 at 2× (2400 × 1350):
 * Skia's own PNG encoder (level 6, adaptive filters) took ≈ 90 ms of CPU a slide for
 * 3.8 MB in all; this takes ≈ 10 ms of deflate for 4.8 MB. Level 4 gives 3.5 MB for 2.3×
 * the CPU: slides are mostly flat colour and text, where per-row filters gain little.
 */
const ZLIB_LEVEL = 3;
/** One output chunk per round trip to the main thread: zlib's default 16 KB makes hundreds a page. */
const ZLIB_CHUNK = 1 << 20;
/**
 * Scanline buffers are kept for reuse, up to a few pages' worth: allocating 13 MB per slide
 * and dropping it made V8 collect garbage for a third of the export's time.
 */
const SPARE_LIMIT = 2;
const SPARE_MAX_BYTES = 16 << 20;
const spares: Buffer[] = [];
const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const RGBA_8_BIT = Uint8Array.of(8, 6, 0, 0, 0);

/**
 * Unpremultiplied RGBA pixels (what `getImageData` returns) as a PNG file. The compression
 * runs in libuv's thread pool, so the caller can draw the next page meanwhile.
 */
export async function encodePng(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  const stride = width * 4;
  if (pixels.length !== stride * height) throw new RangeError(`expected ${stride * height} bytes of RGBA for ${width} × ${height}, got ${pixels.length}`);
  // Each scanline starts with its filter type, 0 (None).
  const size = (stride + 1) * height;
  const spare = spares.findIndex((buffer) => buffer.length === size);
  const scanlines = spare >= 0 ? spares.splice(spare, 1)[0]! : Buffer.allocUnsafe(size);
  for (let y = 0; y < height; y++) {
    scanlines[y * (stride + 1)] = 0;
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set(RGBA_8_BIT, 8);
  let compressed: Buffer;
  try {
    compressed = await deflateAsync(scanlines, { level: ZLIB_LEVEL, chunkSize: ZLIB_CHUNK });
  } finally {
    if (size <= SPARE_MAX_BYTES) {
      spares.push(scanlines);
      if (spares.length > SPARE_LIMIT) spares.shift();
    }
  }
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', compressed), pngChunk('IEND', new Uint8Array(0))]);
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
