import { ProjectDocument } from '@folio/layout';
import { CanvasBackend, FontRegistry, prepareDocument, type PreparedDocument } from '@folio/renderer';
import { decodeImage } from './decode-image.ts';

/**
 * The renderer wired to the browser: the same font files the Node export uses, fetched
 * over HTTP, and the browser's own canvas. Created once per tab; fonts stay cached in it.
 */
export interface BrowserRenderer {
  fonts: FontRegistry;
  backend: CanvasBackend;
}

let shared: Promise<BrowserRenderer> | undefined;

export function browserRenderer(): Promise<BrowserRenderer> {
  shared ??= (async () => {
    const fonts = await FontRegistry.create({
      async loadFontFile(file) {
        try {
          return await fetchFont(file, 'default');
        } catch {
          // Chromium can fail one of two simultaneous downloads of a large file into its cache
          // (ERR_CACHE_WRITE_FAILURE, mid-body) when the interface's @font-face wants the same
          // font: asked again past the cache, it arrives.
          return fetchFont(file, 'no-store');
        }
      },
    });
    return { fonts, backend: new CanvasBackend({ Path2D, glyphs: fonts }) };
  })();
  return shared;
}

export async function fetchFont(file: string, cache: RequestCache): Promise<Uint8Array> {
  const response = await fetch(`/fonts/${file}`, { cache });
  if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads and validates a deck from a URL; relative image paths resolve against the deck's URL. */
export async function loadDeck(url: string): Promise<PreparedDocument<ImageBitmap>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return prepareProject(ProjectDocument.parse(await response.json()), new URL(url, location.href));
}

/** Fonts and images of a document made ready to draw; images resolve against `base`. */
export async function prepareProject(doc: ProjectDocument, base: URL): Promise<PreparedDocument<ImageBitmap>> {
  const { fonts } = await browserRenderer();
  return prepareDocument(doc, {
    fonts,
    async loadImage(src) {
      const imageResponse = await fetch(new URL(src, base));
      if (!imageResponse.ok) throw new Error(`HTTP ${imageResponse.status}`);
      const image = await decodeImage(await imageResponse.blob());
      return { width: image.width, height: image.height, image };
    },
  });
}

/** Draws one page into a canvas at `scale` device pixels per layout px. */
export async function drawPage(canvas: HTMLCanvasElement | OffscreenCanvas, prepared: PreparedDocument<ImageBitmap>, index: number, scale: number): Promise<void> {
  const { backend } = await browserRenderer();
  const scene = prepared.scenePage(index);
  canvas.width = Math.round(scene.width * scale);
  canvas.height = Math.round(scene.height * scale);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  backend.draw(ctx, scene, { scale, images: prepared.drawableImages() });
}
