import { imageSize } from 'image-size';

/**
 * The most pixels an image may have to be decoded: more than a 108-megapixel phone camera
 * takes. A 0.9 MB PNG of 30000 × 30000 flat pixels took a PDF export 50 s and 9 GB of memory.
 */
export const MAX_IMAGE_PIXELS = 110_000_000;

/**
 * The size a raster image declares in its header when that is more than MAX_IMAGE_PIXELS.
 * SVGs are drawn at the size they are shown, so any size will do; bytes that are not an image
 * image-size knows (or a head cut too short to tell) pass, and the decoder says what is wrong.
 */
export function oversizedImage(bytes: Uint8Array): { width: number; height: number } | undefined {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  if (size.type === 'svg' || size.width * size.height <= MAX_IMAGE_PIXELS) return undefined;
  return { width: size.width, height: size.height };
}
