import { parentPort, workerData } from 'node:worker_threads';
import { exportDocument } from '../export/export-document.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './thread-messages.ts';
import { WARM_UP_DECK } from './warm-up-deck.ts';

/** One export thread: a renderer of its own (fonts, decoded images), one job at a time from `ExportThreads`. */
const port = parentPort!;
if ((workerData as ThreadStart | undefined)?.warmUp) {
  // A job arriving meanwhile shares the renderer this export is making.
  exportDocument(WARM_UP_DECK, { format: 'pdf', baseDir: process.cwd(), root: process.cwd() }).catch((error: unknown) => {
    process.stderr.write(`export thread: the warm-up export failed, the first export will be slower: ${error instanceof Error ? error.message : String(error)}\n`);
  });
}
port.on('message', async ({ id, doc, options }: ThreadRequest) => {
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
