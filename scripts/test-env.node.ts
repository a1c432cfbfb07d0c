import { createCanvas, Path2D } from '@napi-rs/canvas';
import { readFontFile } from '@folio/renderer/node';
import type { TestCanvas } from './test-env.ts';

globalThis.folioTestEnv = {
  name: 'node',
  createCanvas: (width, height) => createCanvas(width, height) as unknown as TestCanvas,
  Path2D: Path2D as unknown as typeof globalThis.Path2D,
  loadFontFile: readFontFile,
};
