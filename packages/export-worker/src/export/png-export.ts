import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { parseColor, type Paint, type PreparedDocument, type Scene } from '@folio/renderer';
import type { NodeRenderer } from '../node-renderer.ts';
import { pageFileName } from '../render-deck.ts';
import { encodePng, PngEncoder } from './png-encoder.ts';
import type { ByteSink } from './byte-sink.ts';
import { ZipWriter } from './zip-writer.ts';

/** Space between slides in the one-image export, in layout px, and the colour behind them. */
export const SLIDE_GAP = 24;
export const GAP_COLOR = '#e5e7eb';
/** Skia keeps a canvas under 32767 px a side; the one-image export scales down to stay inside it. */
const MAX_SIDE = 32_000;

/**
 * Pages whose compression may be under way at once: two keep both cores of the export
 * machines busy (one drawing, one deflating); each more holds another page's scanlines
 * (13 MB at 2×) on top of the 13 MB of pixels `getImageData` hands back for every slide,
 * which garbage collection frees late. Four took a 100-slide export's peak from 395 MB to
 * 464 MB.
 */
const ENCODES_IN_FLIGHT = 2;

/**
 * `images`: a zip of one PNG per page, `01.png`, `02.png`, … Pages are drawn one after
 * the other on one reused canvas on the main thread and compressed off it. PNGs are
 * stored, not deflated again: they are compressed already. Each goes to the sink once it
 * and the pages before it are encoded, so a long deck never holds every page's PNG.
 */
export async function renderPngZip(renderer: NodeRenderer, prepared: PreparedDocument<Image>, scenes: readonly Scene[], scale: number, sink: ByteSink): Promise<void> {
  const images = prepared.drawableImages();
  const canvases = new Map<string, Canvas>();
  const zip = new ZipWriter(sink);
  const encoder = new PngEncoder();
  // Pages being encoded, oldest first; a page leaves the queue for the zip once encoded.
  const encoding: Promise<Uint8Array>[] = [];
  let added = 0;
  const addOldest = async () => zip.add({ name: pageFileName(added++, scenes.length), data: await encoding.shift()!, compress: false });
  for (const scene of scenes) {
    if (encoding.length >= ENCODES_IN_FLIGHT) await addOldest();
    const width = Math.round(scene.width * scale);
    const height = Math.round(scene.height * scale);
    const key = `${width}x${height}`;
    let canvas = canvases.get(key);
    if (!canvas) canvases.set(key, (canvas = createCanvas(width, height)));
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, width, height);
    renderer.drawOn(ctx, scene, scale, images);
    // Where the scaled page ends within a pixel, the background covers the last row or column only partly.
    const opaque = width === scene.width * scale && height === scene.height * scale && isOpaque(scene.background);
    encoding.push(encoder.encode(opaque ? canvas.data() : ctx.getImageData(0, 0, width, height).data, width, height));
  }
  while (encoding.length) await addOldest();
  await zip.finish();
}

/**
 * Whether a page painted with this background is opaque in every pixel it covers whole: the
 * renderer draws with no composite operation, so nothing drawn over it lets it show through.
 * Then Skia's own premultiplied pixels (`canvas.data()`) are the very bytes PNG takes, read
 * without `getImageData`'s division per pixel and its Node-API copy, which stayed until a
 * finalizer ran after the next collection. A 200-slide zip, five in a row in one process:
 * 4.4–4.8 s and a peak of 311–352 MB that way, 4.7–5.5 s and 345–375 MB with `getImageData`.
 */
function isOpaque(paint: Paint): boolean {
  const colors = typeof paint === 'string' ? [paint] : paint.stops.map((stop) => stop.color);
  return colors.every((color) => {
    try {
      return parseColor(color).a === 1;
    } catch {
      return false;
    }
  });
}

/**
 * `image`: the whole document as one PNG. Slides are stacked top to bottom with a gap
 * between them, as a contact strip; a page document's sections are stacked edge to edge,
 * because together they are one continuous page.
 */
export async function renderSinglePng(renderer: NodeRenderer, prepared: PreparedDocument<Image>, scenes: readonly Scene[], requestedScale: number): Promise<Uint8Array> {
  const gap = prepared.doc.kind === 'presentation' ? SLIDE_GAP : 0;
  const width = Math.max(...scenes.map((scene) => scene.width));
  const height = scenes.reduce((sum, scene) => sum + scene.height, 0) + gap * Math.max(0, scenes.length - 1);
  const scale = Math.min(requestedScale, MAX_SIDE / Math.max(width, height));
  const canvas = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = GAP_COLOR;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const images = prepared.drawableImages();
  let top = 0;
  scenes.forEach((scene, index) => {
    ctx.drawImage(renderer.drawPage(prepared, index, scale, images, scene), 0, Math.round(top * scale));
    top += scene.height + gap;
  });
  return encodePng(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}
