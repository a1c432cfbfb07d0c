import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exportDocumentToFile } from '../src/export/export-document.ts';
import { NodeRenderer, readDeckFile, type ExportFormat } from '../src/index.ts';
import { FIXTURE_FILES, deckPath } from '../src/fidelity/index.ts';

/**
 * One format's peak memory, in a process of its own (the peak a process reports never goes
 * down): deck-20 `--copies` times over, written to a file warm `--runs` times after a first
 * export, as a worker exporting job after job would. Prints `{ format, slides, peakRssMb }`.
 * `export.bench.ts` runs it for each long-deck format, with the export threads' heap sizes
 * (EXPORT_THREAD_HEAP) as a server's exports have them.
 */
const { values } = parseArgs({ options: { format: { type: 'string' }, copies: { type: 'string', default: '10' }, runs: { type: 'string', default: '3' } } });
const format = values.format as ExportFormat;
const doc = await readDeckFile(deckPath('deck-20'));
const deck = { ...doc, pages: Array.from({ length: Number(values.copies) }, (_, copy) => doc.pages.map((page) => ({ ...page, id: `${page.id}-${copy}` as typeof page.id }))).flat() };
const renderer = await NodeRenderer.create();
const dir = await mkdtemp(join(tmpdir(), 'folio-peak-'));
try {
  for (let run = 0; run <= Number(values.runs); run++) await exportDocumentToFile(deck, join(dir, `deck.${format}`), { format, ...FIXTURE_FILES, renderer });
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify({ format, slides: deck.pages.length, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`);
