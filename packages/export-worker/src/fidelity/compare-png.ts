import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour threshold (0..1); anti-aliased pixels are not counted. */
export const PIXEL_THRESHOLD = 0.1;

export interface PngDiff {
  /** Share of pixels that differ, 0..1 (1 when the sizes differ). */
  ratio: number;
  differing: number;
  sizeMismatch?: string;
  diffPng?: Buffer;
}

/** Straight (not premultiplied) RGBA pixels, as in a decoded PNG or `getImageData`. */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export function comparePngs(actual: Buffer, expected: Buffer, options: { withDiffImage?: boolean } = {}): PngDiff {
  return comparePixels(PNG.sync.read(actual), PNG.sync.read(expected), options);
}

/** `comparePngs` on pixels already decoded, which saves encoding a rendered page only to decode it. */
export function comparePixels(a: RgbaImage, b: RgbaImage, options: { withDiffImage?: boolean } = {}): PngDiff {
  if (a.width !== b.width || a.height !== b.height) {
    return { ratio: 1, differing: a.width * a.height, sizeMismatch: `${a.width}×${a.height} vs ${b.width}×${b.height}` };
  }
  const diff = options.withDiffImage ? new PNG({ width: a.width, height: a.height }) : undefined;
  const differing = pixelmatch(a.data, b.data, diff?.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return {
    ratio: differing / (a.width * a.height),
    differing,
    ...(diff ? { diffPng: PNG.sync.write(diff) } : {}),
  };
}
