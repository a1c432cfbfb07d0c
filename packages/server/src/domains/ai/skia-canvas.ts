import type { ImageCanvas } from '@folio/ai';

/** The canvas the offline AI images are drawn on. Skia is loaded when an image is drawn, not at the server's start (≈ 20 MB). */
export async function skiaCanvas(width: number, height: number): Promise<ImageCanvas> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  return {
    // Skia's context implements the standard 2D API the drawing uses; only its declared type differs.
    getContext: () => canvas.getContext('2d') as unknown as CanvasRenderingContext2D,
    encode: async (format) => new Uint8Array(await canvas.encode(format)),
  };
}
