import type { PdfImage, PdfPixels, PreparedDocument, Scene } from '@folio/renderer';
import type { NodeRenderer } from '../node-renderer.ts';
import type { ImageFile } from '../node-images.ts';
import { isPngOrJpeg, isSvg, largestUpscale, resampled, svgRasterScale } from './drawn-size.ts';

/** Past this enlargement, viewers' own smoothing (poppler's is half a pixel off) shows; see below. */
const MAX_VIEWER_UPSCALE = 2;
const MAX_SMOOTHED_SIDE = 2400;

/**
 * A deck's scenes as one vector PDF. PNG and JPEG files go in as they were read, at full
 * resolution; other formats (WebP, GIF) are decoded already, so their pixels go in as they are.
 * An image drawn much larger than it is (an 8 px pattern filling a card) is smoothed here,
 * by the same Skia resampling the PNG export uses, to twice its largest drawn size, so
 * every viewer shows the soft enlargement the editor shows rather than its own. An SVG is
 * drawn into pixels at twice its largest drawn size, so it stays sharp. Only these load
 * Skia: a deck of PNG and JPEG files shown at most twice their size draws nothing.
 */
export async function renderPdf(
  renderer: NodeRenderer,
  prepared: PreparedDocument<ImageFile>,
  scenes: readonly Scene[],
): Promise<{ bytes: Uint8Array; imageErrors: ReadonlyMap<string, string> }> {
  const upscale = largestUpscale(scenes);
  const images = new Map<string, PdfImage>();
  // A file whose header read well may still fail to decode when it has to be drawn.
  const drawErrors = new Map<string, string>();
  for (const [src, loaded] of prepared.images) {
    const { bytes } = loaded.image;
    const factor = upscale.get(src) ?? 1;
    const scale = isSvg(bytes)
      ? svgRasterScale(loaded, factor)
      : factor > MAX_VIEWER_UPSCALE
        ? Math.min(2 * factor, MAX_SMOOTHED_SIDE / Math.max(loaded.width, loaded.height))
        : isPngOrJpeg(bytes)
          ? undefined
          : 1;
    try {
      const file = scale === undefined ? { bytes } : { pixels: await drawnPixels(renderer, loaded.image, scale) };
      images.set(src, { ...file, width: loaded.width, height: loaded.height });
    } catch (error) {
      drawErrors.set(src, error instanceof Error ? error.message : String(error));
    }
  }
  const backend = await renderer.pdfBackend();
  const result = await backend.render(scenes, { title: prepared.doc.title, images });
  // Why an image could not be loaded says more than the PDF backend finding no bytes for it.
  return { bytes: result.bytes, imageErrors: new Map([...result.imageErrors, ...drawErrors, ...prepared.imageErrors]) };
}

/**
 * The image drawn at `scale`, as pixels: the PDF takes them as they are, where a PNG file
 * (a 1350 × 2400 smoothed photo took ≈ 0.1 s to encode) would be decoded again by pdf-lib.
 */
async function drawnPixels(renderer: NodeRenderer, file: ImageFile, scale: number): Promise<PdfPixels> {
  const { canvas: skia, decoded } = await renderer.skia();
  const image = file.decoded ?? (await decoded.decode(file.bytes));
  const canvas = resampled(skia.createCanvas, image, scale);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: canvas.width, height: canvas.height };
}
