import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDeflate } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import type { ProjectDocument } from '@folio/layout';
import { EXPORT_FORMATS, exportDocument, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { deckPath } from '../../src/fidelity/index.ts';
import { pngChunk } from '../../src/export/png-encoder.ts';
import { tempDir } from './external-tools.ts';

/** A grey PNG of `side` × `side` pixels: a few hundred KB that would decode to gigabytes. */
async function flatPng(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side + 1, 0x80);
  row[0] = 0;
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8-bit greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

let dir: string;
let doc: ProjectDocument;
let renderer: NodeRenderer;

beforeAll(async () => {
  dir = await tempDir('image-limits');
  const png = await flatPng(12_000);
  expect(png.length).toBeLessThan(1024 * 1024);
  await writeFile(join(dir, 'huge.png'), png);
  const minimal = await readDeckFile(deckPath('minimal'));
  const page = minimal.pages[0]!;
  const image = { id: 'huge-image', type: 'content', size: 1, content: { kind: 'image', src: 'huge.png', alt: 'A huge grey square', fit: 'cover' } };
  doc = { ...minimal, pages: [{ ...page, layout: { ...page.layout, children: [...page.layout.children, image] } } as typeof page] };
  renderer = await NodeRenderer.create();
}, 60_000);

test('an image of more than 110 megapixels is not decoded: every format comes out with a placeholder and says why', async () => {
  for (const format of EXPORT_FORMATS) {
    const result = await exportDocument(doc, { format, baseDir: dir, root: dir, renderer });
    expect(result.bytes.length, format).toBeGreaterThan(100);
    expect(result.imageErrors.get('huge.png'), format).toBe('image of 12000 × 12000 pixels, more than 110 megapixels: huge.png');
  }
}, 60_000);
