import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BrowserEngine, exportDocument, exportInBrowser, NodeRenderer, readDeckFile, type ExportFormat } from '../src/index.ts';
import { FIXTURE_FILES, FIXTURES_DIR, deckPath } from '../src/fidelity/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

/**
 * `pnpm bench:export [--runs 5] [--json]`: wall time of each export format on the 20-slide
 * fixture deck, native engine, warm (one renderer, fonts loaded and JIT warmed by a first
 * untimed run, as in a long-lived worker), and of `images` through the browser engine in
 * the same run (Chromium already launched and the export page loaded, same warm-up). Each
 * figure is the median of the runs. Goals: pdf ≤ 250 ms, pptx ≤ 150 ms, images ≤ 700 ms on
 * 2 cores, native images ≥ 10× faster than browser images.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false }, deck: { type: 'string', default: 'deck-20' } } });
const runs = Math.max(1, Number(values.runs));
const doc = await readDeckFile(deckPath(values.deck));
const APP_DIST = join(FIXTURES_DIR, '../packages/app/dist');
if (!existsSync(join(APP_DIST, 'index.html'))) {
  process.stderr.write('the browser engine needs the built app: run `pnpm --filter @folio/app build` (or `pnpm folio start` once)\n');
  process.exit(1);
}

const renderer = await NodeRenderer.create();
const FORMATS: ExportFormat[] = ['pdf', 'pptx', 'images', 'image'];

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const native = (format: ExportFormat) => () => exportDocument(doc, { format, ...FIXTURE_FILES, renderer });
for (const format of FORMATS) await native(format)();
const nativeSamples = new Map<ExportFormat, number[]>(FORMATS.map((format) => [format, []]));
for (let i = 0; i < runs; i++) for (const format of FORMATS) nativeSamples.get(format)!.push(await time(native(format)));

let launchMs = 0;
const browserSamples: number[] = [];
const launched = performance.now();
const engine = await BrowserEngine.launch({ appDir: APP_DIST, executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
launchMs = performance.now() - launched;
try {
  const browser = () => exportInBrowser(engine, doc, { format: 'images', ...FIXTURE_FILES });
  await browser();
  for (let i = 0; i < runs; i++) browserSamples.push(await time(browser));
} finally {
  await engine.close();
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const round = (value: number) => Math.round(value * 10) / 10;
const result = {
  deck: values.deck,
  slides: doc.pages.length,
  runs,
  pdfMs: round(median(nativeSamples.get('pdf')!)),
  pptxMs: round(median(nativeSamples.get('pptx')!)),
  imagesMs: round(median(nativeSamples.get('images')!)),
  imageMs: round(median(nativeSamples.get('image')!)),
  browserImagesMs: round(median(browserSamples)),
  browserLaunchMs: round(launchMs),
  browserToNativeRatio: 0,
};
result.browserToNativeRatio = round(result.browserImagesMs / result.imagesMs);

if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const lines = [
    `deck ${result.deck}: ${result.slides} slides, median of ${runs} warm runs`,
    `pdf                 ${result.pdfMs.toFixed(1).padStart(8)} ms   (goal ≤ 250)`,
    `pptx                ${result.pptxMs.toFixed(1).padStart(8)} ms   (goal ≤ 150)`,
    `images (2×, zip)    ${result.imagesMs.toFixed(1).padStart(8)} ms   (goal ≤ 700)`,
    `image (1×, one PNG) ${result.imageMs.toFixed(1).padStart(8)} ms`,
    `images, browser     ${result.browserImagesMs.toFixed(1).padStart(8)} ms   (Chromium launch ${result.browserLaunchMs.toFixed(0)} ms, not included)`,
    `browser / native    ${result.browserToNativeRatio.toFixed(1).padStart(8)} ×   (goal ≥ 10)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
