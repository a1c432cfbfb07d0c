import { parentPort, workerData } from 'node:worker_threads';
import { exportDocument } from '../export/export-document.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './thread-messages.ts';
import { WARM_UP_PASSES, warmUpDeck } from './warm-up-deck.ts';

/** One export thread: a renderer of its own (fonts, decoded images), one job at a time from `ExportThreads`. */
const port = parentPort!;
let jobs = 0;
if ((workerData as ThreadStart | undefined)?.warmUp) void warmUp();
port.on('message', async ({ id, doc, options }: ThreadRequest) => {
  jobs += 1;
  try {
    const result = await exportDocument(doc, options);
    // The file moves to the main thread without a copy, unless it shares its memory with others (Node's small-Buffer pool).
    const whole = result.bytes.byteOffset === 0 && result.bytes.byteLength === result.bytes.buffer.byteLength;
    const bytes = whole ? result.bytes : result.bytes.slice();
    const reply: ThreadReply = { id, result: { ...result, bytes, imageErrors: new Map(result.imageErrors) } };
    port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const reply: ThreadReply = { id, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});

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
      process.stderr.write(`export thread: the warm-up export failed, the first export will be slower: ${error instanceof Error ? error.message : String(error)}\n`);
      return;
    }
  }
}
