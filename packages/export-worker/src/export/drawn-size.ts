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
