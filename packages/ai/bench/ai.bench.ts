import { parseArgs } from 'node:util';
import { Page, validateTree } from '@folio/layout';
import { COMPOSER, OpenAiCompatibleModel, composeDocument, extractReference, generateSlides } from '../src/index.ts';
import { deltaEvent, FakeOpenAiServer, FINISH, sleep, startStream } from '../test/fake-openai-server.ts';
import { FIXTURES, fixtureBytes, loadFixture } from '../test/fixture-references.ts';
import { deckQuality, type DeckQuality } from './deck-quality.ts';

/**
 * `pnpm bench:ai [--runs 5] [--json] [--quality]`.
 *
 * With --quality, only the decks' quality: the built-in composer makes a 10-slide deck from
 * each fixture document, and decks from a few prompts alone, and the table says per deck the
 * share of the document's figures on its slides, its sections shown (or named as left out),
 * text cut with "…", placeholder text on slides, slides asked and made, slides whose
 * content overflows, and the deck checks' findings by code (what the editor marks). Goals: figures ≥ 80 %, sections ≥ all but one, 0 cut, 0 leaks, count
 * exact, 0 overflowing.
 *
 * 1. Built-in composer: the 20-page PDF fixture read and turned into a 10-slide deck
 *    (extraction, storyline, slides, document validation), after one warm-up run that
 *    loads pdf.js and compiles. Goal ≤ 2 s.
 * 2. Streaming: a fake OpenAI-compatible server streams a 10-slide answer in small chunks,
 *    pausing between slides as a model does; for each slide, the time from the server
 *    writing the slide's last byte to `generateSlides` handing over that slide as a page
 *    that passes the Page schema and validateTree. Both ends run in this process, so their
 *    clocks agree. Goal ≤ 50 ms.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false }, quality: { type: 'boolean', default: false } } });

const QUALITY_DOCUMENTS = [...FIXTURES, 'garden-report.md'];
const QUALITY_PROMPTS = [
  ['The water cycle for 10-year-olds, 6 slides', 6],
  ['Make a 10-slide pitch deck for a bicycle repair startup', 10],
  ['Our summer fair on the village green', 8],
] as const;

if (values.quality) {
  const rows: DeckQuality[] = [];
  for (const name of QUALITY_DOCUMENTS) rows.push(await deckQuality(name, { prompt: '', reference: await loadFixture(name), asked: 10 }));
  for (const [prompt, asked] of QUALITY_PROMPTS) rows.push(await deckQuality(`“${prompt}”`, { prompt, asked, options: { slideCount: 8 } }));
  if (values.json) console.log(JSON.stringify(rows));
  else console.log(qualityTable(rows));
  process.exit(0);
}

function qualityTable(rows: readonly DeckQuality[]): string {
  const percent = (part: number, total: number) => (total === 0 ? '–' : `${Math.round((100 * part) / total)} %`);
  const lines = rows.map((row) => [
    row.source,
    row.figures.total === 0 ? '–' : `${percent(row.figures.shown, row.figures.total)} (${row.figures.shown}/${row.figures.total})`,
    row.sections.total === 0 ? '–' : `${row.sections.shown}/${row.sections.total}${row.sections.named > 0 ? ` + ${row.sections.named} named` : ''}`,
    String(row.cut),
    String(row.leaks),
    `${row.slides.asked} → ${row.slides.made}`,
    String(row.overflowing),
    Object.entries(row.checks).map(([code, count]) => `${code} ${count}`).join(', ') || '0',
  ]);
  const header = ['deck', 'figures', 'sections', 'cut', 'leaks', 'slides', 'overflow', 'deck checks'];
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...lines.map((line) => `| ${line.join(' | ')} |`)].join('\n');
}
const runs = Math.max(1, Number(values.runs));
const PDF = 'annual-report.pdf';

const median = (samples: number[]) => samples.toSorted((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function composerRun() {
  const start = performance.now();
  const reference = await extractReference({ name: PDF, bytes: fixtureBytes(PDF) });
  const extracted = performance.now();
  const { document } = await composeDocument(COMPOSER, { prompt: '', references: [reference], options: { slideCount: 10 } });
  const end = performance.now();
  if (document.pages.length !== 10) throw new Error(`expected 10 slides, got ${document.pages.length}`);
  return { extract: extracted - start, compose: end - extracted, total: end - start };
}

await composerRun();
const composer = [];
for (let run = 0; run < runs; run++) composer.push(await composerRun());

const SLIDES = Array.from({ length: 10 }, (_, index) =>
  index === 0
    ? { layout: 'title', title: 'Harbourside Energy', subtitle: 'Annual report 2025', notes: 'Welcome.' }
    : index % 3 === 0
      ? { layout: 'stats', title: `Numbers ${index}`, stats: [{ value: '48.6 GWh', label: 'Generated' }, { value: '+22%', label: 'On last year' }, { value: '12,400', label: 'Households' }], notes: 'The numbers.' }
      : { layout: 'bullets', title: `Point ${index}`, bullets: ['Solar grew with the Eastpier array', 'Wind recovered after the storm', 'The battery shifted evening demand'], notes: 'Explain the point.' },
);

async function streamRun(server: FakeOpenAiServer) {
  const lastByteAt: number[] = [];
  server.answerWith(async (_request, response) => {
    startStream(response);
    response.write(deltaEvent('<think>planning the deck</think>{"slides": ['));
    for (const [index, slide] of SLIDES.entries()) {
      const json = (index > 0 ? ',' : '') + JSON.stringify(slide);
      for (let at = 0; at < json.length; at += 24) response.write(deltaEvent(json.slice(at, at + 24)));
      lastByteAt.push(performance.now());
      await sleep(20);
    }
    response.write(deltaEvent(']}'));
    response.end(FINISH);
  });
  const model = new OpenAiCompatibleModel({ baseUrl: server.baseUrl, model: 'bench' });
  const latencies: number[] = [];
  const storyline = SLIDES.map((slide, index) => ({ id: `item-${index + 1}`, text: slide.title }));
  for await (const slide of generateSlides(model, { storyline })) {
    const page = Page.parse(slide.page);
    if (validateTree(page.layout).length > 0) throw new Error(`slide ${slide.index} is not a valid tree`);
    latencies.push(performance.now() - lastByteAt[slide.index]!);
  }
  if (latencies.length !== SLIDES.length) throw new Error(`expected ${SLIDES.length} slides, got ${latencies.length}`);
  return latencies;
}

const server = await FakeOpenAiServer.start();
await streamRun(server);
const latencies: number[] = [];
for (let run = 0; run < runs; run++) latencies.push(...(await streamRun(server)));
await server.close();

const result = {
  runs,
  composer: {
    goalMs: 2000,
    slides: 10,
    source: `fixtures/references/${PDF} (20 pages)`,
    extractMs: round(median(composer.map((sample) => sample.extract))),
    composeMs: round(median(composer.map((sample) => sample.compose))),
    totalMs: round(median(composer.map((sample) => sample.total))),
  },
  streaming: {
    goalMs: 50,
    slides: latencies.length,
    lastByteToValidTreeMedianMs: round(median(latencies)),
    lastByteToValidTreeMaxMs: round(Math.max(...latencies)),
  },
};

if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`composer, 20-page PDF → 10-slide deck (median of ${runs}): ${result.composer.totalMs} ms (extract ${result.composer.extractMs} ms + compose ${result.composer.composeMs} ms); goal ≤ ${result.composer.goalMs} ms`);
  console.log(`streaming, last byte of a slide → valid layout tree (${latencies.length} slides): median ${result.streaming.lastByteToValidTreeMedianMs} ms, max ${result.streaming.lastByteToValidTreeMaxMs} ms; goal ≤ ${result.streaming.goalMs} ms`);
}
