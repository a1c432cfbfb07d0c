import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import type { Image } from '@napi-rs/canvas';
import type { DecodedImages } from './decoded-images.ts';
import type { ImageFiles } from './image-files.ts';
import { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';
import type { ImageLoader } from '@folio/renderer';

/** Same cap as the avatar rule of PRODUCT.md §9: nothing larger is decoded. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** An image for the PDF: its file, and its decoding when its header could not say its size. */
export interface ImageFile {
  bytes: Uint8Array;
  decoded?: Image;
}

/**
 * Loads deck images in Node: `data:` URIs, and the files `ImageFiles` names: paths relative
 * to the deck's folder, which may not climb out of `root` (a deck must not read arbitrary
 * files), or the files the caller handed over. Remote URLs are refused here: fetching them
 * safely (SSRF guard) is the server's job. With `keepBytes`, each loaded image's file bytes
 * are kept too; decodings are shared with earlier exports through `decoded`.
 */
export function nodeImageLoader(options: ImageFiles & { keepBytes?: Map<string, Uint8Array>; decoded: DecodedImages }): ImageLoader<Image> {
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
export function nodeImageFileLoader(options: ImageFiles & { decode: (bytes: Uint8Array) => Promise<Image> }): ImageLoader<ImageFile> {
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
function imageFileReader(options: ImageFiles): (src: string) => Promise<Uint8Array> {
  const read = 'files' in options ? handedOver(options.files) : fromFolder(options.baseDir, resolve(options.root));
  return async (src) => {
    const bytes = src.startsWith('data:') ? dataUriBytes(src) : await read(src);
    if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`image larger than 20 MB: ${shorten(src)}`);
    assertDecodable(bytes, src);
    return bytes;
  };
}

function dataUriBytes(src: string): Buffer {
  const match = /^data:image\/(png|jpeg|jpg|webp|gif|svg\+xml);base64,(.*)$/s.exec(src);
  if (!match) throw new Error('unsupported data URI (png, jpeg, webp, gif or svg in base64 only)');
  return Buffer.from(match[2]!, 'base64');
}

function fromFolder(baseDir: string, root: string): (src: string) => Promise<Uint8Array> {
  return async (src) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(src)) throw new Error(`remote images are not fetched when rendering from a file: ${shorten(src)}`);
    const path = resolve(baseDir, src);
    const inside = relative(root, path);
    if (inside.startsWith('..') || isAbsolute(inside)) throw new Error(`image path leaves the deck folder: ${src}`);
    return readFile(path);
  };
}

function handedOver(files: ReadonlyMap<string, Uint8Array>): (src: string) => Promise<Uint8Array> {
  return async (src) => {
    const bytes = files.get(src);
    if (!bytes) throw new Error(`not an image stored in this workspace: ${shorten(src)}`);
    return bytes;
  };
}

function assertDecodable(bytes: Uint8Array, src: string): void {
  const oversized = oversizedImage(bytes);
  if (oversized) throw new Error(`image of ${oversized.width} × ${oversized.height} pixels, more than ${MAX_IMAGE_PIXELS / 1e6} megapixels: ${shorten(src)}`);
}

function shorten(src: string): string {
  return src.length > 80 ? `${src.slice(0, 77)}...` : src;
}
