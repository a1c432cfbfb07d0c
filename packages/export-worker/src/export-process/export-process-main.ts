import type { ProjectDocument } from '@folio/layout';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { exportDocumentToFile, type ExportFormat } from '../export/export-document.ts';
import { exposeGc } from './expose-gc.ts';
import { WARM_UP_ARG, type ProcessReply, type ProcessRequest } from './process-messages.ts';
import { WARM_UP_PASSES, warmUpDeck } from './warm-up-deck.ts';

/** One export process: a renderer of its own (fonts, decoded images), one job at a time from `ExportProcesses`. */
const send = (reply: ProcessReply) => process.send!(reply);
let jobs = 0;
/** The server hands a job the images it has stored; the warm-up deck draws none. */
const NO_FILES: ReadonlyMap<string, Uint8Array> = new Map();
/** The file each warm-up pass writes over; removed when the warm-up ends, or with the process. */
const WARM_UP_FILE = join(tmpdir(), `folio-warm-up-${process.pid}.pdf`);
// The server has ended the process, or itself ended: nothing more will come.
process.on('disconnect', () => process.exit(0));
if (process.argv.includes(WARM_UP_ARG)) void warmUp();
process.on('message', async ({ id, doc, options, path }: ProcessRequest) => {
  jobs += 1;
  try {
    send({ id, result: await exportDocumentToFile(doc, path, options) });
  } catch (error) {
    send({ id, error: error instanceof Error ? error.message : String(error) });
  }
  if (COLLECT_AFTER.has(options.format)) (gc ??= exposeGc())();
});

/**
 * Formats after whose export the process collects, once the file is reported. A 200-slide PNG
 * zip leaves ≈ 150 MB behind, garbage V8 has not collected and pixels that Node-API finalizers
 * free only after a collection; the next export grew from there, and five zips in a row peaked
 * at 311, 330, 344, 352 and 342 MB. One collection (20–40 ms) after each: 312–321 MB.
 */
const COLLECT_AFTER: ReadonlySet<ExportFormat> = new Set(['images', 'image']);
let gc: (() => void) | undefined;

/**
 * Exports the warm-up deck until the code a deck's export runs is compiled and optimised (see
 * warm-up-deck.ts). A job arriving during the first pass shares the renderer it is making; once
 * a job has come, no further pass starts, so none competes with it.
 *
 * Each pass takes a job's path: the deck comes through a structured clone, as a job's crosses
 * the IPC channel, its images are looked up among handed-over files, and the PDF is written to
 * a file as it is made. A deck parsed from source holds interned strings and a cloned one does
 * not, and V8 compiles comparisons for the kind of string it has seen: code optimised on the
 * source deck was thrown away at the first job (the layout tree's walk, "wrong instance type")
 * and optimised again two jobs later; the file's writes ran for the first time in that job.
 */
async function warmUp(): Promise<void> {
  process.on('exit', () => rmSync(WARM_UP_FILE, { force: true }));
  for (let pass = 0; pass < WARM_UP_PASSES && (pass === 0 || jobs === 0); pass++) {
    try {
      await exportDocumentToFile(deserialize(serialize(warmUpDeck(pass))) as ProjectDocument, WARM_UP_FILE, { format: 'pdf', files: NO_FILES });
    } catch (error) {
      process.stderr.write(`export process: the warm-up export failed, the first export will be slower: ${error instanceof Error ? error.message : String(error)}\n`);
      return;
    }
  }
  await rm(WARM_UP_FILE, { force: true });
}
