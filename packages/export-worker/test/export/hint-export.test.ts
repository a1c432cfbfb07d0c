import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ProjectDocument } from '@folio/layout';
import { exportDocument, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { FIXTURE_FILES, FIXTURES_DIR } from '../../src/fidelity/index.ts';
import { pdfText, requireTools, tempDir } from './external-tools.ts';

/**
 * A deck whose empty paragraphs carry hints ("what to say here"), as an outline deck does:
 * the editor shows them, but no export may carry them, while the text around them stays.
 */
const HINTS = ['Three reasons the water cycle matters', 'Where rain goes after it falls', 'A hint under typed text', 'Where the photo of a cloud came from'];
const PAGE = { x: 0, y: 0, width: 1200, height: 675 };

let renderer: NodeRenderer;
let doc: ProjectDocument;
let work: string;

beforeAll(async () => {
  renderer = await NodeRenderer.create();
  doc = await readDeckFile(join(FIXTURES_DIR, 'hints/hinted-deck.json'));
  work = await tempDir('hints');
}, 60_000);

describe('a deck with hints, exported', () => {
  test('its PDF holds the slide’s text and none of the hints', async () => {
    requireTools('pdftotext');
    const file = join(work, 'hinted.pdf');
    await writeFile(file, (await exportDocument(doc, { format: 'pdf', ...FIXTURE_FILES, renderer })).bytes);
    const text = (await pdfText(file, 1, PAGE)).replace(/\s+/g, ' ');
    expect(text).toContain('Why the water cycle matters');
    expect(text).toContain('Clouds are made of tiny drops.');
    for (const hint of HINTS) expect(text).not.toContain(hint);
  });

  test('its PPTX holds the slide’s text and none of the hints, with the text where the PDF has it', async () => {
    const zip = unzipSync((await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES, renderer })).bytes);
    const slide = strFromU8(zip['ppt/slides/slide1.xml']!);
    expect(slide).toContain('Clouds are made of tiny drops.');
    for (const hint of HINTS) expect(slide).not.toContain(hint);
    // A block holding only hints is no text box at all.
    expect(slide).not.toContain('name="hint-1-points"');
  });

  test('its PNG leaves the room of the hints blank', async () => {
    const png = (await exportDocument(doc, { format: 'image', ...FIXTURE_FILES, renderer })).bytes;
    const image = await loadImage(Buffer.from(png));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const box = prepared.layoutPage(0).boxes.get('hint-1-points')!;
    expect(box.height).toBeGreaterThan(40);
    const { data } = context.getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height));
    const inked = new Set<string>();
    for (let at = 0; at < data.length; at += 4) inked.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
    expect(inked.size).toBe(1);
  });
});
