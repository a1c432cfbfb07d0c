import { startsAsSvg } from '@folio/renderer';

/** The longest side an SVG is drawn to as pixels for the canvas: a full slide at 2× device pixels. */
const SVG_SIDE = 2400;

/**
 * A fetched image file as a bitmap the renderer can draw. Chromium's createImageBitmap cannot
 * decode SVG files, so an SVG goes through an <img> (where its scripts never run) and is drawn
 * as vector onto a canvas of SVG_SIDE on its longest side, sharp at any size on a slide.
 */
export async function decodeImage(blob: Blob): Promise<ImageBitmap> {
  if (!(await isSvg(blob))) return createImageBitmap(blob);
  const url = URL.createObjectURL(new Blob([blob], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = SVG_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1);
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(image.naturalWidth * scale)), Math.max(1, Math.round(image.naturalHeight * scale)));
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.transferToImageBitmap();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** By content, as the server checks uploads: its type may say text/plain or nothing. */
async function isSvg(blob: Blob): Promise<boolean> {
  if (blob.type === 'image/svg+xml') return true;
  if (blob.type.startsWith('image/')) return false;
  return startsAsSvg(await blob.slice(0, 1024).text());
}
