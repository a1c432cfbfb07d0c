import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { ProjectDocument } from '@folio/layout';
import { exportDocument, NodeRenderer } from '../../src/index.ts';
import { FIXTURE_FILES, type RgbaImage } from '../../src/fidelity/index.ts';
import { rasterisePdf, requireTools, tempDir } from './external-tools.ts';

/**
 * An uploaded SVG (a §5 image type) in an image block: drawn as vector in the PNG export, and
 * as pixels at twice its drawn size in the PDF and the PPTX, so a 24-unit icon filling the
 * slide stays sharp. Its script is never run: images are drawn, not executed.
 */
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><script>throw new Error('ran')</script><rect width="24" height="24" fill="#ffffff"/><rect x="6" y="6" width="12" height="12" fill="#e02020"/></svg>`;
const SRC = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;

const doc = ProjectDocument.parse({
  title: 'Logo',
  pages: [{ id: 'p1', layout: { id: 'r', type: 'row', children: [{ id: 'img', type: 'content', content: { kind: 'image', src: SRC, fit: 'contain' } }] } }],
});

let renderer: NodeRenderer;
beforeAll(async () => {
  renderer = await NodeRenderer.create();
});

/** Pixels of a PNG in the red square's colour, and of a blend between red and white (its edges). */
function redAndBlend(png: RgbaImage): { red: number; blend: number } {
  let red = 0;
  let blend = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    if (r > 200 && g < 60 && b < 60) red++;
    else if (r > 200 && g >= 60 && g < 200 && Math.abs(g - b) < 20) blend++;
  }
  return { red, blend };
}

describe('SVG images', () => {
  test('the PNG export draws the SVG as vector: a sharp red square, no blurred edge', async () => {
    const result = await exportDocument(doc, { format: 'images', scale: 1, ...FIXTURE_FILES, renderer });
    expect(result.imageErrors ?? new Map()).toEqual(new Map());
    const png = PNG.sync.read(Buffer.from(unzipSync(result.bytes)['01.png']!));
    const { red, blend } = redAndBlend(png);
    expect(red).toBeGreaterThan(20_000);
    expect(blend / red).toBeLessThan(0.02);
  });

  test('the PDF holds the SVG as pixels at twice its drawn size: sharp in poppler too', async () => {
    requireTools('pdftoppm');
    const result = await exportDocument(doc, { format: 'pdf', ...FIXTURE_FILES, renderer });
    const dir = await tempDir('svg-pdf');
    await writeFile(join(dir, 'logo.pdf'), result.bytes);
    const [page] = await rasterisePdf(join(dir, 'logo.pdf'), dir);
    const { red, blend } = redAndBlend(page!);
    expect(red).toBeGreaterThan(20_000);
    expect(blend / red).toBeLessThan(0.03);
  });

  test('the PPTX picture is a PNG at least twice the size the SVG is drawn at', async () => {
    const files = unzipSync((await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES, renderer })).bytes);
    const media = Object.keys(files).filter((name) => name.startsWith('ppt/media/') && !name.endsWith('/'));
    expect(media).toHaveLength(1);
    const picture = PNG.sync.read(Buffer.from(files[media[0]!]!));
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const box = prepared.layoutPage(0).boxes.get('img' as never)!;
    expect(picture.width).toBeGreaterThanOrEqual(Math.floor(2 * Math.min(box.width, box.height)) - 2);
  });
});
