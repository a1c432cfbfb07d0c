import type { LoadedImage } from '@folio/renderer';
import { decodeImage } from '../../render/decode-image.ts';

/** Decoded images by src for the whole tab: a document is re-prepared on every edit, its images are not refetched. */
const images = new Map<string, Promise<LoadedImage<ImageBitmap>>>();

/** An image the renderer can draw, fetched and decoded once per src. */
export function loadImage(src: string): Promise<LoadedImage<ImageBitmap>> {
  let loading = images.get(src);
  if (!loading) {
    loading = (async () => {
      const response = await fetch(new URL(src, location.href));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const image = await decodeImage(await response.blob());
      return { width: image.width, height: image.height, image };
    })();
    // A failed image is retried on the next edit rather than remembered as failed forever.
    loading.catch(() => images.delete(src));
    images.set(src, loading);
  }
  return loading;
}
