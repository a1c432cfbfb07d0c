/**
 * What a backend test needs from its environment, injected by the setup file of each
 * vitest project (Node with @napi-rs/canvas, or Chromium) so one suite runs on both.
 */
export interface TestCanvas {
  getContext(kind: '2d'): CanvasRenderingContext2D;
  width: number;
  height: number;
}

/** Straight RGBA pixels, row by row. */
export interface RgbaRaster {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * What drawing through the PDF backend needs beyond the renderer: HarfBuzz's subsetter and a
 * rasteriser to read the PDF back as pixels (poppler's pdftoppm), which only Node has here.
 */
export interface PdfTools {
  subsetterWasm(): Promise<Uint8Array>;
  /** The first page at 72 dpi, so one PDF point (one layout px) is one pixel. */
  rasterise(pdf: Uint8Array): Promise<RgbaRaster>;
}

export interface TestEnv {
  name: 'node' | 'chromium';
  createCanvas(width: number, height: number): TestCanvas;
  Path2D: new (path?: string) => Path2D;
  loadFontFile(file: string): Promise<Uint8Array>;
  /** Absent in Chromium, which has no PDF rasteriser: the PDF backend is tested in Node. */
  pdf?: PdfTools;
}

declare global {
  var folioTestEnv: TestEnv;
}

export function testEnv(): TestEnv {
  return globalThis.folioTestEnv;
}
