import type { ProjectDocument } from '@folio/layout';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { exportFileName } from '../export/file-name.ts';
import { SLIDE_GAP, GAP_COLOR } from '../export/png-export.ts';
import { writeZip } from '../export/zip-writer.ts';
import { pageFileName } from '../render-deck.ts';
import type { BrowserEngine } from './browser-engine.ts';

/** The PNG formats through the browser engine; the same files as the native engine's. */
export async function exportInBrowser(
  engine: BrowserEngine,
  doc: ProjectDocument,
  options: { format: 'image' | 'images'; scale?: number; baseDir: string; root: string },
): Promise<{ bytes: Uint8Array; fileName: string; mime: string }> {
  const scale = options.scale ?? (options.format === 'images' ? 2 : 1);
  const pngs = await engine.renderPngs(doc, options, scale);
  if (options.format === 'images') {
    const bytes = await writeZip(pngs.map((png, index) => ({ name: pageFileName(index, pngs.length), data: png, compress: false })));
    return { bytes, fileName: exportFileName(doc.title, 'zip'), mime: 'application/zip' };
  }
  const images = await Promise.all(pngs.map((png) => loadImage(png)));
  const gap = doc.kind === 'presentation' ? Math.round(SLIDE_GAP * scale) : 0;
  const width = Math.max(...images.map((image) => image.width));
  const height = images.reduce((sum, image) => sum + image.height, 0) + gap * Math.max(0, images.length - 1);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = GAP_COLOR;
  ctx.fillRect(0, 0, width, height);
  let top = 0;
  for (const image of images) {
    ctx.drawImage(image, 0, top);
    top += image.height + gap;
  }
  return { bytes: await canvas.encode('png'), fileName: exportFileName(doc.title, 'png'), mime: 'image/png' };
}
