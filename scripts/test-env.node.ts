import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import { readFontFile } from '@folio/renderer/node';
import type { RgbaRaster, TestCanvas } from './test-env.ts';

const rendererRequire = createRequire(new URL('../packages/renderer/package.json', import.meta.url));

globalThis.folioTestEnv = {
  name: 'node',
  createCanvas: (width, height) => createCanvas(width, height) as unknown as TestCanvas,
  Path2D: Path2D as unknown as typeof globalThis.Path2D,
  loadFontFile: readFontFile,
  pdf: {
    subsetterWasm: async () => new Uint8Array(await readFile(rendererRequire.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))),
    rasterise: pdftoppm,
  },
};

/** Poppler's raster of a PDF's first page, read from stdin and written to stdout as a binary PPM. */
function pdftoppm(pdf: Uint8Array): Promise<RgbaRaster> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftoppm', ['-r', '72', '-singlefile', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(readPpm(Buffer.concat(out)));
      else reject(new Error(`pdftoppm exited with ${status}: ${Buffer.concat(err).toString()}`));
    });
    child.stdin.end(pdf);
  });
}

/** A binary PPM (P6, maxval 255) as opaque RGBA. */
function readPpm(file: Buffer): RgbaRaster {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no 8-bit binary PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = file.subarray(header[0].length);
  const data = new Uint8Array(width * height * 4);
  for (let source = 0, target = 0; target < data.length; source += 3, target += 4) {
    data.set(rgb.subarray(source, source + 3), target);
    data[target + 3] = 255;
  }
  return { width, height, data };
}
