import { exportDocument, exportDocumentToFile, type ExportFormat } from '../export/export-document.ts';
import { exposeGc } from './expose-gc.ts';
import { WARM_UP_ARG, type ProcessReply, type ProcessRequest } from './process-messages.ts';
import { WARM_UP_PASSES, warmUpDeck } from './warm-up-deck.ts';

/** One export process: a renderer of its own (fonts, decoded images), one job at a time from `ExportProcesses`. */
const send = (reply: ProcessReply) => process.send!(reply);
let jobs = 0;
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
 * Exports the warm-up deck, to nowhere, until the code a deck's export runs is compiled and
 * optimised (see warm-up-deck.ts). A job arriving during the first pass shares the renderer it
 * is making; once a job has come, no further pass starts, so none competes with it.
 */
async function warmUp(): Promise<void> {
  for (let pass = 0; pass < WARM_UP_PASSES && (pass === 0 || jobs === 0); pass++) {
    try {
      await exportDocument(warmUpDeck(pass), { format: 'pdf', baseDir: process.cwd(), root: process.cwd() });
    } catch (error) {
      process.stderr.write(`export process: the warm-up export failed, the first export will be slower: ${error instanceof Error ? error.message : String(error)}\n`);
      return;
    }
  }
}
