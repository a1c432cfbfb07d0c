import { buffer } from 'node:stream/consumers';
import type sharpModule from 'sharp';
import { MAX_IMAGE_PIXELS } from '@folio/export-worker/server';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The longest side of what the editor, thumbnails and exports draw: a full-width image on a
 * 1,200-px slide stays sharp up to export scale 3.4 (4 is the most), while a 10,000 × 10,000
 * original cost every export that drew it 1.4 GB and 7 s (issue 16).
 */
export const DISPLAY_LONG_SIDE = 4096;

/** What sharp can write back in the same type; an SVG is drawn at its shown size and needs no copy. */
const SAME_TYPE_OUTPUT = new Set(['png', 'jpeg', 'webp', 'gif']);

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded at the first image upload, not at start (≈ 0.1 s and ≈ 20 MB).
 * libvips keeps recent operations and their pixels to reuse them on the same input; every
 * upload is read here once, so the cache would only hold memory.
 */
function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/**
 * Reads a just-uploaded image whole, once, at upload/bind: a file that does not decode is
 * refused now (6000) instead of failing every export that draws it, and one longer than
 * DISPLAY_LONG_SIDE gets a copy scaled to fit, in its own type, stored beside the original
 * (which stays, for `/files/<key>?download=1`). Animated images and SVGs are left as they are.
 * sharp decodes on libuv's thread pool, a scanline at a time, so the event loop keeps serving
 * and a 10,000 × 10,000 PNG needs under 100 MB, not the 400 MB of its pixels.
 * Answers why the file is refused, or undefined when it is usable.
 */
export async function makeDisplayCopy(ctx: AppContext, key: string, mime: string): Promise<'FILE_TYPE_NOT_ALLOWED' | 'BODY_TOO_LARGE' | undefined> {
  if (mime === 'image/svg+xml') return undefined;
  const stream = await ctx.storage.get(key);
  if (!stream) throw new AppError('NOT_FOUND');
  const original = await buffer(stream);
  const sharp = await loadSharp();
  let copy: Buffer | undefined;
  try {
    copy = await oneAtATime(() => scaledCopy(sharp, original));
  } catch (error) {
    // The header's pixel count was checked before; this is a format image-size cannot read.
    return error instanceof Error && /pixel limit/i.test(error.message) ? 'BODY_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED';
  }
  if (!copy) return undefined;
  // Beside the original; no /files/ address can name it (those are 32 hex digits).
  const displayKey = `${key}.display`;
  await ctx.storage.put(displayKey, copy, mime);
  // Two binds of one key race to the same bytes; the slot decides which one keeps the upload.
  await ctx.db.query('insert into upload_display_copies (key, display_key) values ($1, $2) on conflict (key) do nothing', [key, displayKey]);
  return undefined;
}

/** The image scaled to fit DISPLAY_LONG_SIDE, or undefined when it needs no copy; throws when it does not decode. */
async function scaledCopy(sharp: typeof sharpModule, original: Buffer): Promise<Buffer | undefined> {
  // failOn 'error', not sharp's 'warning': a photo with a damaged last stripe still shows, as in a browser.
  const open = () => sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const { width = 0, height = 0, pages = 1, format } = await open().metadata();
  if (Math.max(width, height) <= DISPLAY_LONG_SIDE || pages > 1 || !SAME_TYPE_OUTPUT.has(format)) {
    // Scaling to one pixel reads every pixel and keeps none: a 12-megapixel PNG in 0.15 s,
    // where stats() (which also measures sharpness and colours) took 1.3 s.
    await open().resize(1, 1, { fit: 'fill', fastShrinkOnLoad: false }).raw().toBuffer();
    return undefined;
  }
  // Turned upright first: browsers apply the EXIF orientation, which the copy does not keep.
  return open()
    .autoOrient()
    .resize({ width: DISPLAY_LONG_SIDE, height: DISPLAY_LONG_SIDE, fit: 'inside' })
    .toFormat(format as 'png' | 'jpeg' | 'webp' | 'gif')
    .toBuffer();
}

let running: Promise<unknown> = Promise.resolve();

/**
 * One image at a time per process: each holds one of libuv's four threads for up to seconds,
 * and file reads, DNS lookups and password hashing for everyone else wait on those threads.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = running.then(task);
  running = result.catch(() => undefined);
  return result;
}
