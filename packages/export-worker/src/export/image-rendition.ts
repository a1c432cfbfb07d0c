import type { Canvas, Image } from '@napi-rs/canvas';
import type { LoadedImage, Scene } from '@folio/renderer';
import type { PdfPixels, PdfSamples } from '@folio/renderer/pdf';
import type { ImageFile } from '../node-images.ts';
import type { Skia } from '../node-renderer.ts';
import { ContentCache } from '../content-cache.ts';
import { pngSamples } from './png-samples.ts';

/** The largest side an SVG is drawn into pixels at for the PDF and PPTX. */
const MAX_SVG_RASTER_SIDE = 4096;
/** The largest side a smoothed picture gets: a tall page's picture stays a few hundred KB. */
const MAX_SMOOTHED_SIDE = 2400;
/** Quality of a picture redrawn from a JPEG: a photo stays a photo, at a third of its size as a PNG. */
const JPEG_QUALITY = 90;
/** What the PDFs of one export process keep of PNG files (see pdfPng). */
const PDF_PNG_BUDGET_BYTES = 32 * 1024 * 1024;

export type EmbeddedFormat = 'png' | 'jpeg';

/**
 * How one writer takes pictures: from what enlargement it smooths a picture itself rather
 * than leave it to the viewer, at how many pixels per drawn px, and what it embeds: the file
 * as it was read, or the picture drawn.
 */
export interface ImageWriter<T> {
  smooths(upscale: number): boolean;
  smoothedScale: number;
  file(bytes: Uint8Array, format: EmbeddedFormat): T | Promise<T>;
  drawn(canvas: Canvas, format: EmbeddedFormat): T;
}

/**
 * The PDF: past twice its pixels, viewers' own smoothing of a picture (poppler's is half a
 * pixel off) shows, so it is smoothed here to twice its largest drawn size. A picture drawn
 * from a JPEG goes in as a JPEG, which the PDF carries as it is: as deflated pixels a smoothed
 * photo would weigh several times as much. Others go in as pixels: a PNG file (a 1350 × 2400
 * smoothed picture took ≈ 0.1 s to encode) would be decoded again by pdf-lib. A PNG file read
 * as it was goes in as its own compressed samples (`pngSamples`), undecoded; one the PDF cannot
 * take that way (interlaced, or with a tRNS chunk) as its pixels, decoded by pngjs.
 */
export const PDF_IMAGES: ImageWriter<{ bytes: Uint8Array; format: EmbeddedFormat } | PdfPng> = {
  smooths: (upscale) => upscale > 2,
  smoothedScale: 2,
  file: (bytes, format) => (format === 'jpeg' ? { bytes, format } : pdfPng(bytes)),
  drawn: (canvas, format) => {
    if (format === 'jpeg') return { bytes: canvas.toBuffer('image/jpeg', JPEG_QUALITY), format };
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    return { pixels: { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: canvas.width, height: canvas.height } };
  },
};

type PdfPng = { samples: PdfSamples } | { pixels: PdfPixels };
const pdfPngs = new ContentCache<PdfPng>(PDF_PNG_BUDGET_BYTES);

/**
 * A PNG file as the PDF takes it, kept for the export process's next PDFs. Every PNG is
 * inflated to be checked, and one with an alpha channel (screenshots, logos) split and
 * compressed again: on a 2-core machine that took 21 ms for a 400 × 400 avatar and 65 ms for a
 * 1600 × 900 screenshot, PDF after PDF. What is kept is counted by the memory it holds: a file's
 * own compressed rows are a view of the file.
 */
async function pdfPng(bytes: Uint8Array): Promise<PdfPng> {
  const key = ContentCache.key(bytes);
  const kept = pdfPngs.get(key);
  if (kept) return kept;
  const samples = pngSamples(bytes);
  const png: PdfPng = samples ? { samples } : { pixels: await pngPixels(bytes) };
  const held = 'samples' in png ? png.samples.data.buffer.byteLength + (png.samples.alpha?.buffer.byteLength ?? 0) : png.pixels.rgba.buffer.byteLength;
  pdfPngs.set(key, png, held);
  return png;
}

/** A PNG file's pixels, 8 bits per channel, decoded by pngjs (loaded for the few files that need it) with Node's zlib. */
async function pngPixels(bytes: Uint8Array): Promise<PdfPixels> {
  const { PNG } = await import('pngjs');
  const { data, width, height } = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/**
 * The PPTX: poppler's Splash (and so every PDF LibreOffice writes of a slide, read on Linux)
 * stops smoothing a picture drawn 4× its pixels or more and draws hard squares, where the
 * editor's Skia blends them; below that PowerPoint, LibreOffice and poppler all smooth, and
 * the original file is the better one to hand on: smaller, and what the author put in. A
 * smoothed picture is drawn at the size it is shown, as a file.
 */
export const PPTX_PICTURES: ImageWriter<{ bytes: Uint8Array; format: EmbeddedFormat }> = {
  smooths: (upscale) => upscale >= 4,
  smoothedScale: 1,
  file: (bytes, format) => ({ bytes, format }),
  drawn: (canvas, format) => ({ bytes: format === 'jpeg' ? canvas.toBuffer('image/jpeg', JPEG_QUALITY) : canvas.toBuffer('image/png'), format }),
};

/** What goes into the file for one image: its file as read, or the image drawn at `scale` × its pixels. */
type RenditionPlan = { as: 'file'; format: EmbeddedFormat } | { as: 'drawn'; scale: number; format: EmbeddedFormat };

/** An image as a writer embeds it, with the size the scene's source rectangles refer to (the file's or pixels' may be larger). */
export type Rendition<T> = T & { width: number; height: number };

/**
 * Each image the scenes draw, once per export, as `writer` embeds it (see `renditionPlan`),
 * given the most it is enlarged anywhere in the deck, so an image used on many slides is one
 * file sized for its largest use. `skia` loads only when an image has to be drawn, and an
 * image is decoded at most once: the loader's decoding is used when it made one. An image
 * that fails to draw is left out, with the reason in `errors`: writers draw a placeholder.
 */
export async function imageRenditions<T>(
  images: ReadonlyMap<string, LoadedImage<ImageFile>>,
  scenes: readonly Scene[],
  writer: ImageWriter<T>,
  skia: () => Promise<Pick<Skia, 'canvas' | 'decoded'>>,
): Promise<{ renditions: Map<string, Rendition<T>>; errors: Map<string, string> }> {
  const renditions = new Map<string, Rendition<T>>();
  const errors = new Map<string, string>();
  for (const [src, upscale] of largestUpscale(scenes)) {
    const loaded = images.get(src);
    if (!loaded) continue;
    const { bytes } = loaded.image;
    const plan = renditionPlan(loaded, upscale, writer);
    try {
      const embedded = plan.as === 'file' ? await writer.file(bytes, plan.format) : writer.drawn(await drawn(skia, loaded.image, plan.scale), plan.format);
      renditions.set(src, { ...embedded, width: loaded.width, height: loaded.height });
    } catch (error) {
      errors.set(src, error instanceof Error ? error.message : String(error));
    }
  }
  return { renditions, errors };
}

/**
 * How an image drawn at most `upscale` × its pixels goes into the writer's file. An SVG is
 * drawn into pixels (neither PDF nor PowerPoint draws SVG as it comes) at twice its largest
 * drawn size, so it is as sharp as the 2× PNG export. A picture enlarged past what the
 * writer's viewers smooth well is smoothed by the renderer's own resampling, as the editor
 * shows it. A PNG or JPEG otherwise goes in as the very file it was; a WebP or GIF, and a JPEG
 * its EXIF orientation turns (PDF and PowerPoint draw the stored pixels, unturned), as their
 * pixels. A JPEG drawn again stays a JPEG.
 */
function renditionPlan(loaded: LoadedImage<ImageFile>, upscale: number, writer: ImageWriter<unknown>): RenditionPlan {
  const { format, turned } = loaded.image;
  const longest = Math.max(loaded.width, loaded.height, 1);
  if (format === 'svg') return { as: 'drawn', scale: Math.min(Math.max(2 * upscale, 1), MAX_SVG_RASTER_SIDE / longest), format: 'png' };
  const embedded = format === 'jpeg' ? 'jpeg' : 'png';
  if (writer.smooths(upscale)) return { as: 'drawn', scale: Math.min(writer.smoothedScale * upscale, MAX_SMOOTHED_SIDE / longest), format: embedded };
  if (format === embedded && !turned) return { as: 'file', format };
  return { as: 'drawn', scale: 1, format: embedded };
}

/** For each image, the most it is enlarged anywhere in the deck: drawn size over its pixels. */
function largestUpscale(scenes: readonly Scene[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const scene of scenes) {
    for (const op of scene.ops) {
      if (op.op !== 'image') continue;
      out.set(op.src, Math.max(out.get(op.src) ?? 0, op.width / op.sw, op.height / op.sh));
    }
  }
  return out;
}

/** The image drawn at `scale` with the renderer's smoothing (backends/canvas.ts), so an enlargement is blended as the editor blends it. */
async function drawn(skia: () => Promise<Pick<Skia, 'canvas' | 'decoded'>>, file: ImageFile, scale: number): Promise<Canvas> {
  const { canvas: napi, decoded } = await skia();
  const image: Image = file.decoded ?? (await decoded.decode(file.bytes));
  const canvas = napi.createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}
