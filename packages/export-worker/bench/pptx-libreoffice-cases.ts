import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PptxGenJS from 'pptxgenjs';
import { FontRegistry, layoutText } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import { PX_PER_INCH } from '../src/pptx/units.ts';

/**
 * `tsx packages/export-worker/bench/pptx-libreoffice-cases.ts`: the smallest slides that show
 * what LibreOffice 7.4 itself does to the fixtures' text (README, "What still differs"), each
 * a text box alone on a slide, written by pptxgenjs with nothing of the exporter's:
 * 1. its steps between the identical lines of three two-line paragraphs at an exact 22.4 pt
 *    (28 px) spacing, from the baselines of its PDF;
 * 2. where the lines of a 1088 px box end, justified and left-aligned, against the box and
 *    the width HarfBuzz (and so the renderer) gives the left-aligned one, per family;
 * 3. an Arabic paragraph with and without a link on "رابط إلى Folio": its words' order and
 *    baseline.
 */
const run = promisify(execFile);
const PT_PER_PX = 72 / PX_PER_INCH;
const dir = await mkdtemp(join(tmpdir(), 'folio-lo-cases-'));
const pptx = new PptxGenJS();
pptx.layout = 'LAYOUT_WIDE';

const steps = pptx.addSlide();
const body = { fontFace: 'DM Sans', fontSize: 14.4, lineSpacing: 22.4, paraSpaceAfter: 4.8 };
steps.addText(
  [0, 1, 2].flatMap((index) => [
    { text: `Paragraph ${index} line one`, options: body },
    { text: `Paragraph ${index} line two`, options: { ...body, softBreakBefore: true, breakLine: true } },
  ]),
  { x: 56 / PX_PER_INCH, y: 100 / PX_PER_INCH, w: 1088 / PX_PER_INCH, h: 4, margin: 0, valign: 'top', fit: 'none' },
);

const justified = 'This pilot programme runs for twelve weeks from the day your team is enrolled. During that time every member of the team can';
const left = 'everything as a single archive and close the account; we delete the archive from our servers thirty days later.';
const FAMILIES = ['DM Sans', 'Inter', 'Source Serif 4'];
for (const family of FAMILIES) {
  const options = { fontFace: family, fontSize: 14.4, lineSpacing: 22.4 };
  pptx.addSlide().addText(
    [
      { text: justified, options: { ...options, align: 'justify' as const } },
      { text: 'minute call at the end.', options: { ...options, align: 'justify' as const, softBreakBefore: true, breakLine: true } },
      { text: left, options: { ...options, align: 'left' as const } },
    ],
    { x: 56 / PX_PER_INCH, y: 100 / PX_PER_INCH, w: 1088 / PX_PER_INCH, h: 2, margin: 0, valign: 'top', fit: 'none' },
  );
}

for (const link of [false, true]) {
  const arabic = { fontFace: 'Noto Sans Arabic', fontSize: 22.4, lineSpacing: 28.8, rtlMode: true, align: 'right' as const };
  pptx.addSlide().addText(
    [
      { text: 'هذا ', options: arabic },
      { text: 'رابط إلى Folio', options: { ...arabic, ...(link ? { hyperlink: { url: 'https://example.com' } } : {}) } },
      { text: ' وهذه كلمة', options: arabic },
    ],
    { x: 1, y: 1, w: 10, h: 1, margin: 0, valign: 'top', fit: 'none' },
  );
}

await writeFile(join(dir, 'cases.pptx'), (await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
await run('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, 'cases.pptx')], { timeout: 300_000 });
const pdf = join(dir, 'cases.pdf');

// 1. Baselines from the uncompressed PDF: each line is a text object positioned by Td.
await run('qpdf', ['--qdf', '--object-streams=disable', pdf, join(dir, 'plain.pdf')]);
const plain = await readFile(join(dir, 'plain.pdf'), 'latin1');
const firstPage = plain.split(/%% Contents for page \d+\n/)[1]!;
const baselines = [...firstPage.matchAll(/[\d.-]+ ([\d.-]+) Td \/F\d+ [\d.]+ Tf/g)].map((match) => Number(match[1]) / PT_PER_PX);
const lineSteps = baselines.slice(1).map((y, index) => (baselines[index]! - y).toFixed(3));
process.stdout.write(`line steps at an exact 28 px, 6 px after each paragraph (px): ${lineSteps.join(' ')}\n`);

// 2. and 3. Words from pdftotext: origin of the first glyph, end of the last one's advance, baseline.
const words = async (page: number) => {
  const { stdout } = await run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), pdf, '-']);
  return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    start: Number(match[1]) / PT_PER_PX,
    end: Number(match[2]) / PT_PER_PX,
    bottom: Number(match[3]) / PT_PER_PX,
    text: match[4]!,
  }));
};
const fonts = await FontRegistry.create({ loadFontFile: readFontFile });
await fonts.load(FAMILIES.map((family) => ({ family, weight: 400, style: 'normal' as const })));
for (const [index, family] of FAMILIES.entries()) {
  const rows = new Map<number, { start: number; end: number }>();
  for (const word of await words(index + 2)) {
    const row = rows.get(Math.round(word.bottom)) ?? { start: Infinity, end: -Infinity };
    rows.set(Math.round(word.bottom), { start: Math.min(row.start, word.start), end: Math.max(row.end, word.end) });
  }
  const [first, last] = [[...rows.values()][0], [...rows.values()].at(-1)];
  const style = { fontFamily: family, fontWeight: 400, italic: false, fontSize: 18, color: '#000', letterSpacing: 0, textTransform: 'none' as const };
  const width = layoutText(fonts, [{ spans: [{ text: left, style }], align: 'left', lineHeight: 28 / 18, direction: 'ltr' }], 100_000).lines[0]!.width;
  process.stdout.write(
    `${family}: justified line ends ${(first!.end - 1144).toFixed(2)} px from the box's edge; left-aligned line ${(last!.end - last!.start).toFixed(2)} px, HarfBuzz ${width.toFixed(2)} px\n`,
  );
}
for (const [index, label] of ['without a link', 'with a link'].entries()) {
  const arabic = await words(FAMILIES.length + 2 + index);
  const ordered = [...arabic].sort((a, b) => b.start - a.start).map((word) => word.text);
  process.stdout.write(`Arabic paragraph ${label}: baseline ${arabic[0]!.bottom.toFixed(1)} px, words right to left ${ordered.join(' ')}\n`);
}
process.stdout.write(`files in ${dir}\n`);
