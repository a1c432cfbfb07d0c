import type { ProjectDocument } from '@folio/layout';
import { rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { exportDocumentToFile, type ExportFormat } from '../export/export-document.ts';
import { exposeGc } from './expose-gc.ts';
import type { ProcessReply, ProcessRequest, WarmUpRequest } from './process-messages.ts';
import { WARM_UP_PASSES, warmUpDeck } from './warm-up-deck.ts';

/** One export process: a renderer of its own (fonts, decoded images), one job at a time from `ExportProcesses`. */
const send = (reply: ProcessReply) => process.send!(reply);
let jobs = 0;
/** The server hands a job the images it has stored; the warm-up deck draws none. */
const NO_FILES: ReadonlyMap<string, Uint8Array> = new Map();
// The server has ended the process, or itself ended: nothing more will come.
process.on('disconnect', () => process.exit(0));
process.on('message', async (message: ProcessRequest | WarmUpRequest) => {
  if ('warmUp' in message) return void warmUp(message.warmUp);
  const { id, doc, options, path } = message;
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
 * warm-up-deck.ts), writing each pass over `file` and removing it at the end (the pool's folder
 * holds it, and goes when the pool closes). Once a job has come, no further pass starts, so none
 * competes with it; a job arriving during a pass shares the renderer the pass is making.
 *
 * Each pass takes a job's path: the deck comes through a structured clone, as a job's crosses
 * the IPC channel, its images are looked up among handed-over files, and the PDF is written to
 * a file as it is made. A deck parsed from source holds interned strings and a cloned one does
 * not, and V8 compiles comparisons for the kind of string it has seen: code optimised on the
 * source deck was thrown away at the first job (the layout tree's walk, "wrong instance type")
 * and optimised again two jobs later; the file's writes ran for the first time in that job.
 */
async function warmUp(file: string): Promise<void> {
  for (let pass = 0; pass < WARM_UP_PASSES && jobs === 0; pass++) {
    try {
      await exportDocumentToFile(deserialize(serialize(warmUpDeck(pass))) as ProjectDocument, file, { format: 'pdf', files: NO_FILES });
    } catch (error) {
      process.stderr.write(`export process: the warm-up export failed, the first export will be slower: ${error instanceof Error ? error.message : String(error)}\n`);
      break;
    }
  }
  await rm(file, { force: true });
}
