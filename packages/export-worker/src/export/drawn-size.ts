import type { Canvas, createCanvas, Image } from '@napi-rs/canvas';
import { startsAsSvg, type Scene } from '@folio/renderer';

/** The largest side an SVG is drawn into pixels at for the PDF and PPTX. */
const MAX_SVG_RASTER_SIDE = 4096;

/** For each image, the most it is enlarged anywhere in the deck: drawn size over its pixels. */
export function largestUpscale(scenes: readonly Scene[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const scene of scenes) {
    for (const op of scene.ops) {
      if (op.op !== 'image') continue;
      out.set(op.src, Math.max(out.get(op.src) ?? 0, op.width / op.sw, op.height / op.sh));
    }
  }
  return out;
}

/** A PNG or JPEG file, by its signature: the formats PDF and PPTX embed as they are. */
export function isPngOrJpeg(bytes: Uint8Array | undefined): boolean {
  return isJpeg(bytes) || (bytes?.[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47);
}

export function isJpeg(bytes: Uint8Array | undefined): boolean {
  return bytes?.[0] === 0xff && bytes[1] === 0xd8;
}

/**
 * `image` drawn at `scale` with the renderer's smoothing (backends/canvas.ts), so an
 * enlargement is blended as the editor blends it. `create` is Skia's, passed in so a caller
 * that has not loaded Skia yet decides when to.
 */
export function resampled(create: typeof createCanvas, image: Image, scale: number): Canvas {
  const canvas = create(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** An SVG file, by its first bytes: optional BOM, XML declaration or comments, then `<svg`. */
export function isSvg(bytes: Uint8Array | undefined): boolean {
  if (!bytes) return false;
  return startsAsSvg(Buffer.from(bytes.subarray(0, 1024)).toString('utf8'));
}

/**
 * PDF pages and PowerPoint slides get an SVG as pixels (neither draws SVG as it comes), at
 * twice the size it is drawn at, so it is as sharp as the 2× PNG export.
 */
export function svgRasterScale(image: { width: number; height: number }, upscale: number): number {
  return Math.min(Math.max(2 * upscale, 1), MAX_SVG_RASTER_SIDE / Math.max(image.width, image.height, 1));
}
