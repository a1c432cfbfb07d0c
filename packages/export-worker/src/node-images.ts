import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import type { Image } from '@napi-rs/canvas';
import { startsAsSvg, type ImageLoader } from '@folio/renderer';
import type { DecodedImages } from './decoded-images.ts';
import type { ImageFiles } from './image-files.ts';
import { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';

/** Same cap as the avatar rule of PRODUCT.md §9: nothing larger is decoded. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * An image for the PDF and the PPTX: its file, what the file is, and its decoding when its
 * header could not say the size it is drawn at (image-rendition.ts decodes the rest only if
 * it has to draw them).
 */
export interface ImageFile {
  bytes: Uint8Array;
  /** By the file's first bytes: PNG and JPEG files are what PDF and PPTX embed as they are; `other` is WebP, GIF or bytes no decoder may take. */
  format: 'png' | 'jpeg' | 'svg' | 'other';
  /** A JPEG whose EXIF orientation turns or mirrors it: its stored pixels are not the picture shown. */
  turned: boolean;
  decoded?: Image;
}

/**
 * Loads deck images in Node: `data:` URIs, and the files `ImageFiles` names: paths relative
 * to the deck's folder, which may not climb out of `root` (a deck must not read arbitrary
 * files), or the files the caller handed over. Remote URLs are refused here: fetching them
 * safely (SSRF guard) is the server's job. Decodings are shared with earlier exports through
 * `decoded`.
 */
export function nodeImageLoader(options: ImageFiles & { decoded: DecodedImages }): ImageLoader<Image> {
  const read = imageFileReader(options);
  return async (src) => {
    const image = await options.decoded.decode(await read(src));
    return { width: image.width, height: image.height, image };
  };
}

/**
 * The same images as files, for the PDF and the PPTX, which embed a PNG or JPEG file as it
 * is: their size comes from their header. Any other image (an SVG, WebP, GIF, bytes that may
 * be no image at all) and a JPEG whose EXIF orientation turns it are decoded by `decode`,
 * whose size is the one drawn.
 */
export function nodeImageFileLoader(options: ImageFiles & { decode: (bytes: Uint8Array) => Promise<Image> }): ImageLoader<ImageFile> {
  const read = imageFileReader(options);
  return async (src) => {
    const bytes = await read(src);
    const format = fileFormat(bytes);
    const header = format === 'png' || format === 'jpeg' ? headerSize(bytes) : undefined;
    const turned = header?.turned ?? false;
    if (header && !turned) return { width: header.width, height: header.height, image: { bytes, format, turned } };
    const decoded = await options.decode(bytes);
    return { width: decoded.width, height: decoded.height, image: { bytes, format, turned, decoded } };
  };
}

function fileFormat(bytes: Uint8Array): ImageFile['format'] {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return startsAsSvg(Buffer.from(bytes.subarray(0, 1024)).toString('utf8')) ? 'svg' : 'other';
}

function headerSize(bytes: Uint8Array): { width: number; height: number; turned: boolean } | undefined {
  try {
    const size = imageSize(bytes);
    if (size.type !== 'png' && size.type !== 'jpg') return undefined;
    return { width: size.width, height: size.height, turned: size.orientation !== undefined && size.orientation !== 1 };
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
