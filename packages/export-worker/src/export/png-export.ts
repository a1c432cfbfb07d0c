import { createCanvas, type Image } from '@napi-rs/canvas';
import { zipSync, type Zippable } from 'fflate';
import type { PreparedDocument, Scene } from '@folio/renderer';
import type { NodeRenderer } from '../node-renderer.ts';
import { pageFileName } from '../render-deck.ts';

/** Space between slides in the one-image export, in layout px, and the colour behind them. */
export const SLIDE_GAP = 24;
export const GAP_COLOR = '#e5e7eb';
/** Skia keeps a canvas under 32767 px a side; the one-image export scales down to stay inside it. */
const MAX_SIDE = 32_000;

/**
 * `images`: a zip of one PNG per page, `01.png`, `02.png`, … Pages are drawn on the main
 * thread (a few ms each) and encoded concurrently off it. PNGs are stored, not deflated
 * again: they are compressed already.
 */
export async function renderPngZip(renderer: NodeRenderer, prepared: PreparedDocument<Image>, scenes: readonly Scene[], scale: number): Promise<Uint8Array> {
  const images = prepared.drawableImages();
  const pngs = await Promise.all(scenes.map((scene, index) => renderer.drawPage(prepared, index, scale, images, scene).encode('png')));
  const files: Zippable = {};
  pngs.forEach((png, index) => {
    files[pageFileName(index, scenes.length)] = [png, { level: 0 }];
  });
  return zipSync(files);
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
  return canvas.encode('png');
}
