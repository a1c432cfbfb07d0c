import type { Scene } from '../scene/types.ts';
import { testFonts } from '../text/testing.ts';
import { CanvasBackend } from './canvas.ts';
import { FontSubsetter } from './pdf/font-subsetter.ts';
import { PdfBackend } from './pdf/pdf-backend.ts';

/** A drawn scene as straight RGBA pixels, one per layout px, whichever backend drew it. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A backend as the drawing tests see it: a scene in, its pixels out. */
export interface DrawingBackend {
  /** Names the backend and its environment in a failed assertion, e.g. 'canvas backend on chromium'. */
  name: string;
  draw(scene: Scene): Promise<Raster>;
}

/**
 * Every backend the running environment can draw a scene with and read back: the canvas
 * backend on the environment's canvas (@napi-rs/canvas in Node, OffscreenCanvas in
 * Chromium), and in Node the PDF backend read back through poppler. A drawing test asserts the
 * same things of each, so a regression of one backend fails it on that backend.
 */
export async function drawingBackends(): Promise<DrawingBackend[]> {
  const env = globalThis.folioTestEnv;
  const fonts = await testFonts();
  const canvas = new CanvasBackend({ Path2D: env.Path2D, glyphs: fonts });
  const backends: DrawingBackend[] = [
    {
      name: `canvas backend on ${env.name}`,
      async draw(scene) {
        const ctx = env.createCanvas(scene.width, scene.height).getContext('2d');
        canvas.draw(ctx, scene);
        return ctx.getImageData(0, 0, scene.width, scene.height);
      },
    },
  ];
  const pdfTools = env.pdf;
  if (pdfTools) {
    const pdf = new PdfBackend({ fonts, fontBytes: (fontKey) => env.loadFontFile(fontKey), subsetter: await FontSubsetter.create(await pdfTools.subsetterWasm()) });
    backends.push({
      name: `PDF backend on ${env.name}, read back by poppler`,
      async draw(scene) {
        return pdfTools.rasterise((await pdf.render([scene], { title: 'drawing test' })).bytes);
      },
    });
  }
  return backends;
}

/** The colour of one pixel as [r, g, b, a]. */
export function pixel(raster: Raster, x: number, y: number): [number, number, number, number] {
  const at = (Math.floor(y) * raster.width + Math.floor(x)) * 4;
  return [raster.data[at]!, raster.data[at + 1]!, raster.data[at + 2]!, raster.data[at + 3]!];
}

/** '#rrggbb' as [r, g, b, 255]. */
export function rgba(hex: string): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255];
}

/** The largest difference of one channel between two colours. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((channel, index) => Math.abs(channel - b[index]!)));
}
