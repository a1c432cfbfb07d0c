import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BrowserEngine, exportInBrowser } from '../src/browser/index.ts';
import { exportDocument, NodeRenderer, readDeckFile, type ExportFormat } from '../src/index.ts';
import { ExportProcesses } from '../src/server.ts';
import { FIXTURE_FILES, FIXTURES_DIR, deckPath } from '../src/fidelity/index.ts';
import { processCpuS } from '../../../scripts/bench-instance.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

/**
 * `pnpm bench:export [--runs 5] [--json]`: wall time of each export format on the 20-slide
 * fixture deck, native engine, warm (one renderer, fonts loaded and JIT warmed by a first
 * untimed run, as in a long-lived worker), and of `images` through the browser engine in
 * the same run, cold (once) and warm (median). Each native figure is the median of the
 * runs, with its CPU time beside it: on a shared machine wall time mostly measures the
 * neighbours. Goals: pdf ≤ 250 ms, pptx ≤ 150 ms, images ≤ 700 ms on
 * 2 cores, native images ≥ 10× faster than browser images. Then the same deck ten times over
 * (200 slides), exported as a server exports it, in an export process, warm, median of the
 * runs: pdf ≤ 1 s, pptx ≤ 1 s, images ≤ 4 s, and the peak memory of that process exporting
 * the deck again and again: ≤ 400 MB. It also prints
 * how long the event loop is held at most while a 100-slide deck exports, in-process and in an
 * export process.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false }, deck: { type: 'string', default: 'deck-20' } } });
const runs = Math.max(1, Number(values.runs));
const doc = await readDeckFile(deckPath(values.deck));
const APP_DIST = join(FIXTURES_DIR, '../packages/app/dist');
if (!existsSync(join(APP_DIST, 'index.html'))) {
  process.stderr.write('the browser engine needs the built app: run `pnpm --filter @folio/app build` (or `pnpm folio start` once)\n');
  process.exit(1);
}

const round = (value: number) => Math.round(value * 10) / 10;
const renderer = await NodeRenderer.create();
const FORMATS: ExportFormat[] = ['pdf', 'pptx', 'images', 'image'];

interface Sample {
  wall: number;
  /** Process CPU time, all threads: next to the wall time it shows what a busy machine added. */
  cpu: number;
}

async function time(run: () => Promise<unknown>): Promise<Sample> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

const exportNative = (format: ExportFormat) => () => exportDocument(doc, { format, ...FIXTURE_FILES, renderer });
for (const format of FORMATS) await exportNative(format)();
const nativeSamples = new Map<ExportFormat, Sample[]>(FORMATS.map((format) => [format, []]));
for (let i = 0; i < runs; i++) for (const format of FORMATS) nativeSamples.get(format)!.push(await time(exportNative(format)));

/** The deck's pages `copies` times, each copy's pages with ids of their own. */
const repeated = (copies: number) => ({ ...doc, pages: Array.from({ length: copies }, (_, copy) => doc.pages.map((page) => ({ ...page, id: `${page.id}-${copy}` as typeof page.id }))).flat() });

// A long deck (deck-20 ten times: 200 slides), warm like the figures above, exported as a server exports it.
const LONG_FORMATS = ['pdf', 'pptx', 'images'] as const;
const LONG_GOAL_MS: Record<(typeof LONG_FORMATS)[number], number> = { pdf: 1000, pptx: 1000, images: 4000 };
const longestDeck = repeated(10);

// Each format in an export process of its own, since the peak a process reports (VmHWM) never goes down.
const LONG_GOAL_MB = 400;
const longSamples = new Map<ExportFormat, Sample[]>();
const peakRssMb: Record<string, number> = {};
for (const format of LONG_FORMATS) {
  const measured = await inExportProcess((pool) => pool.run(longestDeck, { format, ...FIXTURE_FILES }), runs);
  longSamples.set(format, measured.samples);
  peakRssMb[format] = measured.peakMb;
}

// What a server's other requests wait for while it exports a 100-slide deck (deck-20 five times):
// the longest the event loop is held, exporting in-process and in an export process (the server's way).
const STALL_FORMATS = ['pdf', 'image'] as const;
const longDeck = repeated(5);
const exporters = new ExportProcesses(1);
async function longestStall(run: () => Promise<unknown>): Promise<number> {
  await run();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await run();
  delay.disable();
  return round(delay.max / 1e6);
}
const loopStallMs = { inProcess: {} as Record<string, number>, exportProcess: {} as Record<string, number> };
for (const format of STALL_FORMATS) {
  loopStallMs.inProcess[format] = await longestStall(() => exportDocument(longDeck, { format, ...FIXTURE_FILES, renderer }));
  loopStallMs.exportProcess[format] = await longestStall(() => exporters.run(longDeck, { format, ...FIXTURE_FILES }));
}
await exporters.close();

// Cold: what one `folio export --engine browser` pays (launch Chromium, load the export page, render).
// Warm: a browser kept open between exports, page loaded, fonts cached: the rendering alone.
const browserSamples: Sample[] = [];
const coldStart = performance.now();
const engine = await BrowserEngine.launch({ appDir: APP_DIST, executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let browserColdMs = 0;
try {
  const browser = () => exportInBrowser(engine, doc, { format: 'images', ...FIXTURE_FILES });
  await browser();
  browserColdMs = performance.now() - coldStart;
  for (let i = 0; i < runs; i++) browserSamples.push(await time(browser));
} finally {
  await engine.close();
}

const median = (samples: Sample[], pick: keyof Sample) => round(samples.map((sample) => sample[pick]).sort((a, b) => a - b)[Math.floor(samples.length / 2)]!);
const native = (format: ExportFormat, pick: keyof Sample) => median(nativeSamples.get(format)!, pick);
const result = {
  deck: values.deck,
  slides: doc.pages.length,
  runs,
  loadAverage: round(loadavg()[0]!),
  pdfMs: native('pdf', 'wall'),
  pptxMs: native('pptx', 'wall'),
  imagesMs: native('images', 'wall'),
  imageMs: native('image', 'wall'),
  browserImagesMs: median(browserSamples, 'wall'),
  browserColdImagesMs: round(browserColdMs),
  browserToNativeRatio: 0,
  browserColdToNativeRatio: 0,
  cpuMs: { pdf: native('pdf', 'cpu'), pptx: native('pptx', 'cpu'), images: native('images', 'cpu'), image: native('image', 'cpu') },
  longDeck: { slides: longestDeck.pages.length, ...Object.fromEntries(LONG_FORMATS.map((format) => [`${format}Ms`, median(longSamples.get(format)!, 'wall')])) } as Record<string, number>,
  longDeckPeakRssMb: peakRssMb,
  loopStallMs,
};
result.browserToNativeRatio = round(result.browserImagesMs / result.imagesMs);
result.browserColdToNativeRatio = round(result.browserColdImagesMs / result.imagesMs);

if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const lines = [
    `deck ${result.deck}: ${result.slides} slides, median of ${runs} warm runs, load average ${result.loadAverage}`,
    `pdf                 ${result.pdfMs.toFixed(1).padStart(8)} ms   (goal ≤ 250; cpu ${result.cpuMs.pdf} ms)`,
    `pptx                ${result.pptxMs.toFixed(1).padStart(8)} ms   (goal ≤ 150; cpu ${result.cpuMs.pptx} ms)`,
    `images (2×, zip)    ${result.imagesMs.toFixed(1).padStart(8)} ms   (goal ≤ 700; cpu ${result.cpuMs.images} ms, all threads)`,
    `image (1×, one PNG) ${result.imageMs.toFixed(1).padStart(8)} ms   (cpu ${result.cpuMs.image} ms)`,
    `images, browser     ${result.browserImagesMs.toFixed(1).padStart(8)} ms   (warm: Chromium open, export page loaded)`,
    `images, browser     ${result.browserColdImagesMs.toFixed(1).padStart(8)} ms   (cold: launch + page load + render, once)`,
    `browser / native    ${result.browserToNativeRatio.toFixed(1).padStart(8)} ×   warm, ${result.browserColdToNativeRatio.toFixed(1)} × cold (goal ≥ 10)`,
    ...LONG_FORMATS.map(
      (format) =>
        `${`${format}, ${result.longDeck.slides} slides`.padEnd(20)}${result.longDeck[`${format}Ms`]!.toFixed(1).padStart(8)} ms   (in an export process, goal ≤ ${LONG_GOAL_MS[format]}; cpu ${median(longSamples.get(format)!, 'cpu')} ms; peak memory ${peakRssMb[format]} MB, goal ≤ ${LONG_GOAL_MB})`,
    ),
    ...STALL_FORMATS.map(
      (format) =>
        `event loop held     ${String(loopStallMs.exportProcess[format]).padStart(8)} ms   at most, ${format} of ${longDeck.pages.length} slides in an export process (in-process: ${loopStallMs.inProcess[format]} ms)`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * `run` on a pool of one export process: once untimed, then `times` timed, each with the
 * process's CPU time (all its threads); and the process's peak resident memory, in MB.
 */
async function inExportProcess(run: (pool: ExportProcesses) => Promise<unknown>, times: number): Promise<{ samples: Sample[]; peakMb: number }> {
  // The pool's process, the first started here (reading CPU time starts `getconf` after it).
  let pid: number | undefined;
  const onProcess = (message: unknown) => void (message as { process: ChildProcess }).process.once('spawn', function (this: ChildProcess) {
    pid ??= this.pid;
  });
  subscribe('child_process', onProcess);
  const exporters = new ExportProcesses(1);
  try {
    await run(exporters);
    const samples: Sample[] = [];
    for (let i = 0; i < times; i++) {
      const cpu = await processCpuS(pid!);
      const started = performance.now();
      await run(exporters);
      samples.push({ wall: performance.now() - started, cpu: ((await processCpuS(pid!)) - cpu) * 1000 });
    }
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return { samples, peakMb: Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)![1]) / 1024) };
  } finally {
    unsubscribe('child_process', onProcess);
    await exporters.close();
  }
}
