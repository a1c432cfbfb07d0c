import type { TestCanvas } from './test-env.ts';

globalThis.folioTestEnv = {
  name: 'chromium',
  createCanvas: (width, height) => new OffscreenCanvas(width, height) as unknown as TestCanvas,
  Path2D,
  async loadFontFile(file) {
    const response = await fetch(`/fonts/${file}`);
    if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  },
};
