import type { ProjectDocument } from '@folio/layout';
import { prepareDocument, type LoadedImage, type PreparedDocument } from '@folio/renderer';
import { useEffect, useState } from 'react';
import { browserRenderer } from '../../render/browser-renderer.ts';

/** Decoded images by src for the whole tab: a document is re-prepared on every edit, its images are not refetched. */
const images = new Map<string, Promise<LoadedImage<ImageBitmap>>>();

function loadImage(src: string): Promise<LoadedImage<ImageBitmap>> {
  let loading = images.get(src);
  if (!loading) {
    loading = (async () => {
      const response = await fetch(new URL(src, location.href));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const image = await createImageBitmap(await response.blob());
      return { width: image.width, height: image.height, image };
    })();
    // A failed image is retried on the next edit rather than remembered as failed forever.
    loading.catch(() => images.delete(src));
    images.set(src, loading);
  }
  return loading;
}

/**
 * The document with its fonts and images loaded, ready for synchronous layout and drawing.
 * Fonts and images already loaded resolve at once, so an edit is drawn in the next frame;
 * a newer document always wins over a slower older one.
 */
export function usePreparedDocument(doc: ProjectDocument | null): PreparedDocument<ImageBitmap> | null {
  const [prepared, setPrepared] = useState<PreparedDocument<ImageBitmap> | null>(null);
  useEffect(() => {
    if (!doc) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const prepare = async (attempt: number) => {
      try {
        const { fonts } = await browserRenderer();
        const next = await prepareDocument(doc, { fonts, loadImage });
        if (current) setPrepared(next);
      } catch (error) {
        // A font that failed to download (a dropped connection) is fetched again; until then the
        // last good drawing stays on screen rather than the editor freezing on a broken one.
        console.warn('could not prepare the document, retrying', error);
        if (current) retry = setTimeout(() => void prepare(attempt + 1), Math.min(8000, 500 * 2 ** attempt));
      }
    };
    void prepare(0);
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [doc]);
  return prepared;
}
