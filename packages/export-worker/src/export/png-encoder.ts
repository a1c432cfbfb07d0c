import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

/**
 * zlib level 1, filter None. Measured on the 20 slides of deck-20 at 2× (2400 × 1350):
 * Skia's own PNG encoder (level 6, adaptive filters) took ≈ 90 ms of CPU a slide for
 * 3.8 MB in all; level 3 took ≈ 10 ms of deflate for 4.9 MB, level 1 15 % less for 5.1 MB
 * (on a slower machine: 17.5 and 14.8 ms a slide). Level 4 gives 3.5 MB for 2.3× the CPU
 * of level 3. Slides are mostly flat colour and text, where the per-row filters gain
 * nothing: Sub and Up made level 1 slower and the files larger.
 */
const ZLIB_LEVEL = 1;
/** One output chunk per round trip to the main thread: zlib's default 16 KB makes hundreds a page. */
const ZLIB_CHUNK = 1 << 20;
/** Scanline buffers a PngEncoder keeps for its next pages. */
const SPARE_LIMIT = 2;
const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const RGBA_8_BIT = Uint8Array.of(8, 6, 0, 0, 0);

/**
 * Unpremultiplied RGBA pixels (what `getImageData` returns) as PNG files, page after page of
 * one export. The compression runs in libuv's thread pool, so the caller can draw the next
 * page meanwhile. The pixels are copied into the file's scanlines before it starts and not
 * kept while it runs: a page's `getImageData` is 13 MB at 2× that only garbage collection
 * frees, and holding each page's until its compression ended kept two or three more alive.
 */
export class PngEncoder {
  /**
   * Scanline buffers kept for the export's next pages, up to a few pages' worth: allocating
   * 13 MB per slide and dropping it made V8 collect garbage for a third of the export's
   * time. They go with the encoder: kept by the module, they stayed after the export
   * (26 MB at 2×) in a thread that might export nothing but PDFs next.
   */
  private readonly spares: Buffer[] = [];

  async encode(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
    return this.compress(this.scanlines(pixels, width, height), width, height);
  }

  /** Each row of pixels after its filter type, 0 (None). */
  private scanlines(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): Buffer {
    const stride = width * 4;
    if (pixels.length !== stride * height) throw new RangeError(`expected ${stride * height} bytes of RGBA for ${width} × ${height}, got ${pixels.length}`);
    const size = (stride + 1) * height;
    const spare = this.spares.findIndex((buffer) => buffer.length === size);
    const rows = spare >= 0 ? this.spares.splice(spare, 1)[0]! : Buffer.allocUnsafe(size);
    for (let y = 0; y < height; y++) {
      rows[y * (stride + 1)] = 0;
      rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    return rows;
  }

  private async compress(rows: Buffer, width: number, height: number): Promise<Uint8Array> {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set(RGBA_8_BIT, 8);
    let compressed: Buffer;
    try {
      compressed = await deflateAsync(rows, { level: ZLIB_LEVEL, chunkSize: ZLIB_CHUNK });
    } finally {
      this.spares.push(rows);
      if (this.spares.length > SPARE_LIMIT) this.spares.shift();
    }
    return Buffer.concat([SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', compressed), pngChunk('IEND', new Uint8Array(0))]);
  }
}

/** One PNG file from its pixels (see PngEncoder). */
export function encodePng(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  return new PngEncoder().encode(pixels, width, height);
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
