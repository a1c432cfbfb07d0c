import { createCanvas, type Image } from '@napi-rs/canvas';
import type { LoadedImage } from '@folio/renderer';
import { isJpeg, isPngOrJpeg, isSvg, resampled, svgRasterScale } from '../export/drawn-size.ts';

/**
 * Past this enlargement a viewer's own drawing of a picture shows: poppler's Splash (and so
 * every PDF LibreOffice writes of a slide, read on Linux) stops smoothing a picture drawn 4×
 * its pixels or more and draws hard squares, where the editor's Skia blends them. Below it
 * PowerPoint, LibreOffice and poppler all smooth, and the original file is the better one to
 * hand on: it is smaller and what the author put in.
 */
const SMOOTHED_FROM_UPSCALE = 4;
/** The largest side a smoothed picture gets, as in the PDF: a tall page's picture stays a few hundred KB. */
const MAX_SMOOTHED_SIDE = 2400;
/** Quality of a smoothed JPEG: a photo stays a photo, at a third of its size as a PNG. */
const JPEG_QUALITY = 90;

export interface PictureFile {
  bytes: Uint8Array;
  jpeg: boolean;
}

/**
 * The file a picture goes into the PPTX as, given the most it is enlarged anywhere in the
 * deck (drawn size over its pixels): a PNG or JPEG as it was read; other formats (WebP, GIF)
 * as their pixels in a PNG; an SVG drawn into pixels at twice its largest drawn size, so it is
 * as sharp as the 2× PNG export; and a picture drawn 4× its pixels or more (an 8 px pattern
 * filling a card) smoothed by the renderer's own resampling to the size it is drawn at, so
 * every viewer shows the soft enlargement the editor shows. The same picture always gives the
 * same file, so the package still stores it once (dedupe-media.ts).
 */
export function pictureFile(loaded: LoadedImage<Image>, original: Uint8Array | undefined, upscale: number): PictureFile {
  const jpeg = isJpeg(original);
  if (isSvg(original)) return { bytes: redrawn(loaded.image, svgRasterScale(loaded, upscale), false), jpeg: false };
  if (upscale >= SMOOTHED_FROM_UPSCALE) {
    return { bytes: redrawn(loaded.image, Math.min(upscale, MAX_SMOOTHED_SIDE / Math.max(loaded.width, loaded.height, 1)), jpeg), jpeg };
  }
  if (original && isPngOrJpeg(original)) return { bytes: original, jpeg };
  return { bytes: redrawn(loaded.image, 1, false), jpeg: false };
}

function redrawn(image: Image, scale: number, jpeg: boolean): Uint8Array {
  const canvas = resampled(createCanvas, image, scale);
  return jpeg ? canvas.toBuffer('image/jpeg', JPEG_QUALITY) : canvas.toBuffer('image/png');
}
