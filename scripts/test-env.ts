/**
 * What a backend test needs from its environment, injected by the setup file of each
 * vitest project (Node with @napi-rs/canvas, or Chromium) so one suite runs on both.
 */
export interface TestCanvas {
  getContext(kind: '2d'): CanvasRenderingContext2D;
  width: number;
  height: number;
}

export interface TestEnv {
  name: 'node' | 'chromium';
  createCanvas(width: number, height: number): TestCanvas;
  Path2D: new (path?: string) => Path2D;
  loadFontFile(file: string): Promise<Uint8Array>;
}

declare global {
  var folioTestEnv: TestEnv;
}

export function testEnv(): TestEnv {
  return globalThis.folioTestEnv;
}
