import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { PNG } from 'pngjs';
import { exportDocument, NodeRenderer, readDeckFile } from '../src/index.ts';
import { comparePixels, deckPath, FIXTURE_FILES, fixtureDeckNames, type RgbaImage } from '../src/fidelity/index.ts';
import { PX_PER_INCH } from '../src/pptx/units.ts';
import { brokenLines, pdfLines, rendererLines, type BrokenLine } from './pptx-line-breaks.ts';

/**
 * `tsx packages/export-worker/bench/pptx-fidelity.ts [--deck name] [--out dir]`: how far each
 * fixture deck's PPTX, drawn by LibreOffice, is from the native PNG of every slide: the share
 * of pixels pixelmatch counts as differing (threshold 0.1, anti-aliasing ignored), per slide
 * and per deck. LibreOffice 7.4 ignores embedded fonts: install the renderer's TTFs into
 * ~/.fonts and run `fc-cache -f` first, or every family is substituted. The PPTX slide is
 * rastered at 90 dpi, the export's px per inch, so it lines up with the PNG pixel for pixel;
 * a slide taller than its page is compared over the page's height and its extra band counted
 * as differing wherever it is not the page's background. Each deck's row also counts the
 * renderer lines LibreOffice broke (pptx-line-breaks.ts), listed in `broken-lines.txt`.
 */
const run = promisify(execFile);
/** The share of differing pixels an ordinary slide stays within. */
const GOAL = 0.02;
const { values } = parseArgs({ options: { deck: { type: 'string', multiple: true }, out: { type: 'string' } } });
const names = values.deck ?? fixtureDeckNames();
const out = values.out ?? (await mkdtemp(join(tmpdir(), 'folio-pptx-fidelity-')));
await mkdir(out, { recursive: true });
const renderer = await NodeRenderer.create();

const files: string[] = [];
const lines = new Map<string, ReturnType<typeof rendererLines>>();
const natives = new Map<string, RgbaImage[]>();
for (const name of names) {
  const doc = await readDeckFile(deckPath(name));
  const { bytes } = await exportDocument(doc, { format: 'pptx', ...FIXTURE_FILES, renderer });
  const file = join(out, `${name}.pptx`);
  await writeFile(file, bytes);
  files.push(file);
  lines.set(name, rendererLines(bytes));
  const prepared = await renderer.prepare(doc, FIXTURE_FILES);
  natives.set(
    name,
    await Promise.all(doc.pages.map(async (_page, index) => PNG.sync.read(Buffer.from(await renderer.drawPage(prepared, index, 1).encode('png'))))),
  );
}
const profile = await mkdtemp(join(tmpdir(), 'folio-soffice-'));
await run('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', out, ...files], { timeout: 600_000 });

const rows: { deck: string; median: number; worst: number; slides: number[]; broken: BrokenLine[] }[] = [];
for (const name of names) {
  const dir = join(out, name);
  await mkdir(dir, { recursive: true });
  await run('pdftoppm', ['-r', String(PX_PER_INCH), '-png', join(out, `${name}.pdf`), join(dir, 'lo')]);
  const rasters = (await readdir(dir)).filter((file) => /^lo-\d+\.png$/.test(file)).sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  const slides = await Promise.all(
    natives.get(name)!.map(async (native, index) => {
      const file = rasters[index];
      if (!file) return 1;
      const drawn = PNG.sync.read(await readFile(join(dir, file)));
      const diff = comparePixels(crop(drawn, native.width, native.height), native, { withDiffImage: true });
      await writeFile(join(dir, `diff-${index + 1}.png`), diff.diffPng!);
      await writeFile(join(dir, `native-${index + 1}.png`), PNG.sync.write(native as PNG));
      return (diff.differing + bandInk(drawn, native)) / (native.width * native.height);
    }),
  );
  const broken = brokenLines(lines.get(name)!, await pdfLines(join(out, `${name}.pdf`)));
  rows.push({ deck: name, median: median(slides), worst: Math.max(...slides), slides, broken });
}
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;
process.stdout.write(`${'deck'.padEnd(20)} slides      max   median  >2 %  broken lines  per slide\n`);
for (const row of rows) {
  const over = row.slides.filter((share) => share > GOAL).length;
  process.stdout.write(
    `${row.deck.padEnd(20)} ${String(row.slides.length).padStart(6)} ${percent(row.worst).padStart(8)} ${percent(row.median).padStart(8)} ${String(over).padStart(5)} ${String(row.broken.length).padStart(13)}  ${row.slides.map(percent).join(' ')}\n`,
  );
}
await writeFile(
  join(out, 'broken-lines.txt'),
  rows.flatMap((row) => row.broken.map((line) => `${row.deck} slide ${line.slide} ${line.box}: ${line.text}\n`)).join(''),
);
process.stdout.write(`files in ${out}\n`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The top-left width × height of an image (pdftoppm rounds the page size up by a pixel at most). */
function crop(image: RgbaImage, width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < Math.min(height, image.height); y++) {
    data.set(image.data.subarray(y * image.width * 4, (y * image.width + Math.min(width, image.width)) * 4), y * width * 4);
  }
  return { data, width, height };
}

/** Pixels of the slide below the page's height that are not the page's bottom-left colour: a blank band the page does not have. */
function bandInk(drawn: RgbaImage, native: RgbaImage): number {
  if (drawn.height <= native.height + 1) return 0;
  const at = ((native.height - 1) * native.width) * 4;
  const base = [native.data[at]!, native.data[at + 1]!, native.data[at + 2]!];
  let count = 0;
  for (let y = native.height + 1; y < drawn.height; y++) {
    for (let x = 0; x < Math.min(native.width, drawn.width); x++) {
      const i = (y * drawn.width + x) * 4;
      if (Math.abs(drawn.data[i]! - base[0]!) + Math.abs(drawn.data[i + 1]! - base[1]!) + Math.abs(drawn.data[i + 2]! - base[2]!) > 24) count++;
    }
  }
  return count;
}
