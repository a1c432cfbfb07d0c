import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { encodePng } from '../../src/export/png-encoder.ts';
import { beforeAll, describe, expect, test } from 'vitest';
import { contentNodes, ProjectDocument } from '@folio/layout';
import { exportDocument, NodeRenderer, readDeckFile } from '../../src/index.ts';
import { comparePixels, deckPath, FIXTURE_FILES, fixtureDeckNames, FIXTURES_DIR } from '../../src/fidelity/index.ts';
import { pdfText, qpdfCheck, rasterisePageSupersampled, rasterisePdf, requireTools, tempDir } from './external-tools.ts';

/**
 * The PDF of every fixture deck against the native PNG of the same pages: poppler's raster
 * at 144 dpi (2 px a pt) against the native PNG at scale 2, the `images` export's default,
 * compared with pixelmatch at the fidelity threshold. The goal is ≥ 99.5 % equal pixels on
 * every page; 143 of 144 pages meet it as they are.
 *
 * At 72 dpi 13 pages miss it (worst 1.43 %), and what differs there is poppler's rasteriser,
 * not the PDF: Splash snaps each glyph's origin to a whole pixel vertically (a baseline at
 * y = 165.4 is drawn at 165) and to a quarter pixel horizontally, which on dense 18 px text
 * moves ≈ 0.6 % of a page's pixels; at 2 px a pt the same snap moves half as much ink on a
 * quarter of the pixels.
 */
const GOAL = 0.005;
const SCALE = 2;
const DPI = 72 * SCALE;
/**
 * The one page past the goal, images/2 (a photograph drawn at two thirds of its size, three
 * times), differs on 0.96 %: poppler box-filters a downscaled image where Skia mipmaps it, so
 * the edges of its small lit windows differ. Pages past the goal are rastered again at 4 × the
 * resolution and averaged down, which takes poppler's resampling out and leaves what the PDF
 * itself draws differently; that must meet the goal.
 */
const CEILING = 0.01;
const SUPERSAMPLING = 4;
const OUT_DIR = join(FIXTURES_DIR, '../out/pdf-fidelity');

let renderer: NodeRenderer;
let work: string;
const pdfs = new Map<string, string>();
const decks = new Map<string, ProjectDocument>();

beforeAll(async () => {
  renderer = await NodeRenderer.create();
  work = await tempDir('pdf');
  for (const name of fixtureDeckNames()) {
    const doc = await readDeckFile(deckPath(name));
    const result = await exportDocument(doc, { format: 'pdf', ...FIXTURE_FILES, renderer });
    const file = join(work, `${name}.pdf`);
    await writeFile(file, result.bytes);
    pdfs.set(name, file);
    decks.set(name, doc);
  }
}, 300_000);

describe('pdf export', () => {
  test('every fixture PDF passes qpdf --check', async () => {
    requireTools('qpdf', 'pdftoppm', 'pdftotext');
    for (const [name, file] of pdfs) {
      const check = await qpdfCheck(file);
      expect(check.ok, `${name}: ${check.report}`).toBe(true);
      expect(check.report).not.toMatch(/WARNING/);
    }
  });

  test('every PDF page looks like the PNG export of the same page', async () => {
    requireTools('qpdf', 'pdftoppm', 'pdftotext');
    const results: { page: string; ratio: number; supersampled?: number }[] = [];
    for (const [name, file] of pdfs) {
      const prepared = await renderer.prepare(decks.get(name)!, FIXTURE_FILES);
      const dir = await tempDir(`raster-${name}`);
      const rasters = await rasterisePdf(file, dir, DPI);
      expect(rasters, name).toHaveLength(prepared.doc.pages.length);
      for (const [index, raster] of rasters.entries()) {
        const canvas = renderer.drawPage(prepared, index, SCALE);
        const native = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        const diff = comparePixels(raster, native);
        const page = `${name}/${index + 1}`;
        expect(diff.sizeMismatch, page).toBeUndefined();
        if (diff.ratio <= GOAL) {
          results.push({ page, ratio: diff.ratio });
          continue;
        }
        const supersampled = comparePixels(await rasterisePageSupersampled(file, index + 1, dir, SUPERSAMPLING, DPI), native).ratio;
        results.push({ page, ratio: diff.ratio, supersampled });
        const base = join(OUT_DIR, name, String(index + 1).padStart(2, '0'));
        await mkdir(join(base, '..'), { recursive: true });
        const diffPng = comparePixels(raster, native, { withDiffImage: true }).diffPng!;
        await Promise.all([writeFile(`${base}.pdf.png`, await encodePng(raster.data, raster.width, raster.height)), writeFile(`${base}.native.png`, await canvas.encode('png')), writeFile(`${base}.diff.png`, diffPng)]);
      }
    }
    results.sort((a, b) => b.ratio - a.ratio);
    const worst = results[0]!;
    const pastGoal = results.filter((result) => result.ratio > GOAL);
    const worstSupersampled = pastGoal.reduce((worst, result) => Math.max(worst, result.supersampled!), 0);
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(
      join(OUT_DIR, 'pdf-fidelity.json'),
      JSON.stringify({ pages: results.length, dpi: DPI, goal: GOAL, ceiling: CEILING, worst, pastGoal }, null, 2),
    );
    console.info(
      `pdf fidelity at ${DPI} dpi: ${results.length} pages, worst ${worst.page} ${(worst.ratio * 100).toFixed(3)} % differing, ${pastGoal.length} past the ${GOAL * 100} % goal; ` +
        `supersampled, the worst of those differs on ${(worstSupersampled * 100).toFixed(3)} %`,
    );
    expect(worst.ratio).toBeLessThanOrEqual(CEILING);
    for (const result of pastGoal) expect(result.supersampled, `${result.page} supersampled`).toBeLessThanOrEqual(GOAL);
  }, 600_000);

  // Each text block's area is read on its own: the order of blocks on a slide is a matter
  // of layout (pdftotext guesses columns), the order of words inside a block is ours.
  test.each(['deck-20', 'rtl-arabic-hebrew', 'cjk'])('pdftotext reads every text block of %s in reading order', async (name) => {
    requireTools('qpdf', 'pdftoppm', 'pdftotext');
    const doc = decks.get(name)!;
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    for (const [index, page] of doc.pages.entries()) {
      const boxes = prepared.layoutPage(index).boxes;
      for (const node of contentNodes(page.layout)) {
        if (node.content.kind !== 'text') continue;
        const box = boxes.get(node.id)!;
        const extracted = letters(await pdfText(pdfs.get(name)!, index + 1, { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 }));
        for (const paragraph of node.content.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join(''))) {
          // Words in order, ignoring spacing and punctuation, whose placement around a
          // change of direction is the extractor's bidi reordering rather than ours.
          let from = 0;
          for (const word of paragraph.split(/\s+/).map(letters).filter(Boolean)) {
            const at = extracted.indexOf(word, from);
            expect(at, `${name} page ${index + 1}: '${word}' of "${paragraph}" missing or out of order`).toBeGreaterThanOrEqual(0);
            from = at + word.length;
          }
        }
      }
    }
  });

  test('pdftotext reads the figures of right-to-left sentences as they were typed', async () => {
    requireTools('pdftotext');
    const doc = decks.get('rtl-numbers')!;
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    const boxes = prepared.layoutPage(0).boxes;
    for (const node of contentNodes(doc.pages[0]!.layout)) {
      if (node.content.kind !== 'text') continue;
      const box = boxes.get(node.id)!;
      const extracted = (await pdfText(pdfs.get('rtl-numbers')!, 1, { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 })).replace(/[\u202a-\u202e]/g, '');
      for (const figure of node.content.paragraphs.flatMap((paragraph) => paragraph.spans.map((span) => span.text).join('').match(/[\d\u0660-\u0669\u06f0-\u06f9][\d\u0660-\u0669\u06f0-\u06f9,.\u066b\u066c]*[%\u066a]?/g) ?? [])) {
        expect(extracted, `"${figure}" in ${node.id}`).toContain(figure);
      }
    }
  });

  test('copying text out of the PDF gives every glyph of a line the letters it was shaped from, run after run', async () => {
    const pdf = await pdfOfOneParagraph({ role: 'normalText', spans: [{ text: 'Plan ' }, { text: 'wxyz', marks: { bold: true } }, { text: ' bought' }] });
    const named = namedCharacters(pdf);
    expect([...'Planwxyzbought'].filter((char) => !named.has(char))).toEqual([]);
  });

  test('copying Turkish text out of the PDF gives back the i its language draws with a form of its own', async () => {
    const pdf = await pdfOfOneParagraph({ role: 'normalText', spans: [{ text: 'bilgi için' }], lang: 'tr' });
    const named = namedCharacters(pdf);
    expect([...'bilgiçn'].filter((char) => !named.has(char))).toEqual([]);
  });

  test('copying Arabic text out of the PDF gives back each letter though two letters draw the same glyph, in a viewer that reads only the ToUnicode maps', async () => {
    // Noto Sans Arabic draws an initial yeh and an initial teh with one dotless glyph and marks for the dots.
    const typed = 'يم تم';
    const pdf = await pdfOfOneParagraph({ role: 'normalText', spans: [{ text: typed }], direction: 'rtl' });
    expect(sortedLetters(copiedByToUnicode(pdf))).toEqual(sortedLetters(typed));
  });

  test('the PDF carries the title and clickable links', async () => {
    const pdf = await PDFDocument.load(await exportDocument(decks.get('every-block')!, { format: 'pdf', ...FIXTURE_FILES, renderer }).then((result) => result.bytes));
    expect(pdf.getTitle()).toBe(decks.get('every-block')!.title);
    const links = pdf.getPages().flatMap((page) => page.node.Annots()?.asArray() ?? []);
    expect(links.length).toBeGreaterThan(0);
    const first = pdf.context.lookup(links[0]!);
    expect(String((first as unknown as { get(name: PDFName): unknown }).get(PDFName.of('Subtype')))).toBe('/Link');
  });

  test('a page document keeps one PDF page per section, each as tall as the section', async () => {
    const doc = decks.get('long-page')!;
    const pdf = await PDFDocument.load((await exportDocument(doc, { format: 'pdf', ...FIXTURE_FILES, renderer })).bytes);
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    expect(pdf.getPageCount()).toBe(doc.pages.length);
    pdf.getPages().forEach((page, index) => {
      expect(page.getSize()).toEqual({ width: 1200, height: prepared.layoutPage(index).height });
    });
  });
});

/** A one-page PDF holding `paragraph` and no other text: a PDF names each glyph's characters once for the whole file. */
async function pdfOfOneParagraph(paragraph: object): Promise<PDFDocument> {
  const text = { id: 'words', type: 'content', content: { kind: 'text', paragraphs: [paragraph] } };
  const doc = ProjectDocument.parse({ kind: 'presentation', title: 'One line', themeId: 'sunlit', pages: [{ id: 'page', layout: { id: 'root', type: 'column', config: { gap: 0, padding: 64 }, children: [text] } }], scriptMap: {} });
  return PDFDocument.load((await exportDocument(doc, { format: 'pdf', ...FIXTURE_FILES, renderer })).bytes);
}

/** Every character the file's ToUnicode maps give its glyphs: what copying its text can yield. */
function namedCharacters(pdf: PDFDocument): Set<string> {
  const named = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = streamText(object);
    if (content.includes('beginbfchar')) for (const text of toUnicodeEntries(content).values()) for (const char of text) named.add(char);
  }
  return named;
}

/** A ToUnicode CMap's entries: the text of each 4-hex-digit code. */
function toUnicodeEntries(cmap: string): Map<string, string> {
  return new Map([...cmap.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]+)>$/gm)].map(([, code, hex]) => [code!, Buffer.from(hex!, 'hex').swap16().toString('utf16le')]));
}

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/**
 * The first page's text as a viewer that ignores ActualText copies it: each code of each `TJ`
 * through the ToUnicode map of the font it is shown in.
 */
function copiedByToUnicode(pdf: PDFDocument): string {
  const page = pdf.getPage(0).node;
  const fonts = page.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts.entries()) {
    maps.set(name.asString(), toUnicodeEntries(streamText(pdf.context.lookup(pdf.context.lookup(ref, PDFDict).get(PDFName.of('ToUnicode'))) as PDFRawStream)));
  }
  const contents = page.Contents()!;
  const streams = (contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]) as PDFRawStream[];
  let copied = '';
  let font: Map<string, string> | undefined;
  for (const stream of streams) {
    for (const [, name, shown] of streamText(stream).matchAll(/(\/\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) font = maps.get(name);
      else for (const [, hex] of shown!.matchAll(/<([0-9a-fA-F]+)>/g)) for (const code of hex!.toUpperCase().match(/.{4}/g)!) copied += font?.get(code) ?? '';
    }
  }
  return copied;
}

/** The letters of `text`, sorted: what copying must give back whatever order a viewer reads them in. */
function sortedLetters(text: string): string[] {
  return [...text.replace(/\s/g, '')].sort();
}

/** Lower-cased letters, marks and digits only: what reading order is judged on. */
function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

