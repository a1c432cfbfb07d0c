import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ProjectDocument } from '@folio/layout';
import { exportDocument, exportDocumentToFile, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { SLIDE_GAP } from '../../src/export/png-export.ts';
import { comparePngs, deckPath, FIXTURE_FILES } from '../../src/fidelity/index.ts';
import { pdfText, requireTools, tempDir } from './external-tools.ts';


let renderer: NodeRenderer;
let deck20: ProjectDocument;
let longPage: ProjectDocument;

beforeAll(async () => {
  renderer = await NodeRenderer.create();
  [deck20, longPage] = await Promise.all([readDeckFile(deckPath('deck-20')), readDeckFile(deckPath('long-page'))]);
});

describe('image exports', () => {
  test('images is a zip of one 2400 × 1350 PNG per slide, named in slide order', async () => {
    const result = await exportDocument(deck20, { format: 'images', ...FIXTURE_FILES, renderer });
    expect(result.mime).toBe('application/zip');
    expect(result.fileName).toMatch(/\.zip$/);
    const files = unzipSync(result.bytes);
    const names = Object.keys(files).sort();
    expect(names).toEqual(deck20.pages.map((_page, index) => `${String(index + 1).padStart(2, '0')}.png`));
    for (const name of names) {
      const png = PNG.sync.read(Buffer.from(files[name]!));
      expect([png.width, png.height], name).toEqual([2400, 1350]);
    }
  });

  test('images written to a file, page by page, are the same zip as the one returned in memory', async () => {
    const file = join(await tempDir('images'), 'deck.zip');
    const options = { format: 'images', scale: 0.5, ...FIXTURE_FILES, renderer } as const;
    const written = await exportDocumentToFile(deck20, file, options);
    const bytes = await readFile(file);
    expect(written.size).toBe(bytes.length);
    expect(written.fileName).toMatch(/\.zip$/);
    expect(Buffer.compare(bytes, (await exportDocument(deck20, options)).bytes)).toBe(0);
  });

  test('each PNG of the zip holds the slide’s drawn pixels, an opaque slide’s and a see-through one’s alike', async () => {
    // No badge: exportPages draws it only when asked, and drawPage never does.
    const pages = deck20.pages.slice(0, 3).map((page, index) => (index === 1 ? { ...page, background: { color: '#1e3a8a80' } } : page));
    const doc = { ...deck20, pages };
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    // At 1× each pixel lies wholly on the page; at 0.25× the last row (168.75 px down) only partly.
    for (const scale of [1, 0.25]) {
      const files = unzipSync((await exportDocument(doc, { format: 'images', scale, ...FIXTURE_FILES, renderer })).bytes);
      pages.forEach((_page, index) => {
        const canvas = renderer.drawPage(prepared, index, scale);
        const drawn = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const png = PNG.sync.read(Buffer.from(files[`0${index + 1}.png`]!));
        expect(Buffer.compare(png.data, Buffer.from(drawn.buffer, drawn.byteOffset, drawn.length)), `slide ${index + 1} at ${scale}×`).toBe(0);
      });
    }
    // The see-through slide stays see-through, its colour not darkened by its alpha (premultiplied, it would read 15, 29, 69).
    const files = unzipSync((await exportDocument(doc, { format: 'images', scale: 1, ...FIXTURE_FILES, renderer })).bytes);
    const corner = PNG.sync.read(Buffer.from(files['02.png']!)).data.subarray(0, 4);
    expect(corner[3]).toBe(0x80);
    [0x1e, 0x3a, 0x8a].forEach((channel, index) => expect(Math.abs(corner[index]! - channel)).toBeLessThanOrEqual(1));
  });

  test('the scale option sets the size of each PNG', async () => {
    const files = unzipSync((await exportDocument(deck20, { format: 'images', scale: 1, ...FIXTURE_FILES, renderer })).bytes);
    const png = PNG.sync.read(Buffer.from(files['01.png']!));
    expect([png.width, png.height]).toEqual([1200, 675]);
  });

  test('image stacks the slides with a gap, and a page document its sections edge to edge', async () => {
    const slides = PNG.sync.read(Buffer.from((await exportDocument(deck20, { format: 'image', ...FIXTURE_FILES, renderer })).bytes));
    expect([slides.width, slides.height]).toEqual([1200, deck20.pages.length * 675 + (deck20.pages.length - 1) * SLIDE_GAP]);
    const prepared = await renderer.prepare(longPage, FIXTURE_FILES);
    const height = longPage.pages.reduce((sum, _page, index) => sum + prepared.layoutPage(index).height, 0);
    const page = PNG.sync.read(Buffer.from((await exportDocument(longPage, { format: 'image', ...FIXTURE_FILES, renderer })).bytes));
    expect([page.width, page.height]).toEqual([1200, height]);
  });
});

describe('the Made with Folio badge', () => {
  test('marks the bottom-right corner of every PNG and nothing else', async () => {
    const plain = unzipSync((await exportDocument(deck20, { format: 'images', scale: 1, ...FIXTURE_FILES, renderer })).bytes);
    const badged = unzipSync((await exportDocument(deck20, { format: 'images', scale: 1, ...FIXTURE_FILES, renderer, badge: true })).bytes);
    for (const name of Object.keys(plain)) {
      const a = PNG.sync.read(Buffer.from(plain[name]!));
      const b = PNG.sync.read(Buffer.from(badged[name]!));
      expect(comparePngs(Buffer.from(badged[name]!), Buffer.from(plain[name]!)).ratio, name).toBeGreaterThan(0);
      expect(differingOutside(a, b, { x: 900, y: 600 }), name).toBe(0);
    }
  });

  test('is real text on every PDF page', async () => {
    requireTools('pdftotext');
    const file = join(await tempDir('badge'), 'badge.pdf');
    await writeFile(file, (await exportDocument(deck20, { format: 'pdf', ...FIXTURE_FILES, renderer, badge: true })).bytes);
    for (const index of deck20.pages.keys()) {
      expect(await pdfText(file, index + 1, { x: 900, y: 600, width: 300, height: 75 }), `page ${index + 1}`).toContain('Made with Folio');
    }
  });

  test('is a text box on every PPTX slide', async () => {
    const pptx = unzipSync((await exportDocument(deck20, { format: 'pptx', ...FIXTURE_FILES, renderer, badge: true })).bytes);
    const slides = Object.entries(pptx).filter(([path]) => /^ppt\/slides\/slide\d+\.xml$/.test(path));
    expect(slides).toHaveLength(deck20.pages.length);
    for (const [path, xml] of slides) expect(strFromU8(xml), path).toContain('Made with Folio');
  });
});

/** Pixels that differ above and left of the corner where the badge sits. */
function differingOutside(a: PNG, b: PNG, corner: { x: number; y: number }): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (x >= corner.x && y >= corner.y) continue;
      const i = (y * a.width + x) * 4;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) count++;
    }
  }
  return count;
}
