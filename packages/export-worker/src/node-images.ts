import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import type { Image } from '@napi-rs/canvas';
import type { DecodedImages } from './decoded-images.ts';
import { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';
import type { ImageLoader } from '@folio/renderer';

/** Same cap as the avatar rule of PRODUCT.md §9: nothing larger is decoded. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** An image for the PDF: its file, and its decoding when its header could not say its size. */
export interface ImageFile {
  bytes: Uint8Array;
  decoded?: Image;
}

interface FileOptions {
  baseDir: string;
  root: string;
}

/**
 * Loads deck images in Node: `data:` URIs, and files relative to the deck's folder.
 * A path may not climb out of `root` (a deck must not read arbitrary files), and remote
 * URLs are refused here: fetching them safely (SSRF guard) is the server's job. With
 * `keepBytes`, each loaded image's file bytes are kept too; decodings are shared with
 * earlier exports through `decoded`.
 */
export function nodeImageLoader(options: FileOptions & { keepBytes?: Map<string, Uint8Array>; decoded: DecodedImages }): ImageLoader<Image> {
  const read = imageFileReader(options);
  return async (src) => {
    const bytes = await read(src);
    const image = await options.decoded.decode(bytes);
    // The PDF embeds the original file (a JPEG as it is), not a re-encoding of the decoded pixels.
    options.keepBytes?.set(src, bytes);
    return { width: image.width, height: image.height, image };
  };
}

/**
 * The same images as files, for the PDF, which embeds a PNG or JPEG file as it is: their
 * size comes from their header. Any other image (an SVG, WebP, GIF, bytes that may be no
 * image at all) and a JPEG whose EXIF orientation turns it are decoded by `decode`, whose
 * size is the one drawn.
 */
export function nodeImageFileLoader(options: FileOptions & { decode: (bytes: Uint8Array) => Promise<Image> }): ImageLoader<ImageFile> {
  const read = imageFileReader(options);
  return async (src) => {
    const bytes = await read(src);
    const header = headerSize(bytes);
    if (header) return { ...header, image: { bytes } };
    const decoded = await options.decode(bytes);
    return { width: decoded.width, height: decoded.height, image: { bytes, decoded } };
  };
}

function headerSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    const upright = size.orientation === undefined || size.orientation === 1;
    return (size.type === 'png' || size.type === 'jpg') && upright ? { width: size.width, height: size.height } : undefined;
  } catch {
    return undefined;
  }
}

/** The file's bytes, refused when too large to decode. */
function imageFileReader(options: FileOptions): (src: string) => Promise<Buffer> {
  const root = resolve(options.root);
  return async (src) => {
    const bytes = await readImageBytes(src, options.baseDir, root);
    if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`image larger than 20 MB: ${shorten(src)}`);
    assertDecodable(bytes, src);
    return bytes;
  };
}

async function readImageBytes(src: string, baseDir: string, root: string): Promise<Buffer> {
  if (src.startsWith('data:')) {
    const match = /^data:image\/(png|jpeg|jpg|webp|gif|svg\+xml);base64,(.*)$/s.exec(src);
    if (!match) throw new Error('unsupported data URI (png, jpeg, webp, gif or svg in base64 only)');
    return Buffer.from(match[2]!, 'base64');
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) throw new Error(`remote images are not fetched when rendering from a file: ${shorten(src)}`);
  const path = resolve(baseDir, src);
  const inside = relative(root, path);
  if (inside.startsWith('..') || isAbsolute(inside)) throw new Error(`image path leaves the deck folder: ${src}`);
  return readFile(path);
}

function assertDecodable(bytes: Buffer, src: string): void {
  const oversized = oversizedImage(bytes);
  if (oversized) throw new Error(`image of ${oversized.width} × ${oversized.height} pixels, more than ${MAX_IMAGE_PIXELS / 1e6} megapixels: ${shorten(src)}`);
}

function shorten(src: string): string {
  return src.length > 80 ? `${src.slice(0, 77)}...` : src;
}
