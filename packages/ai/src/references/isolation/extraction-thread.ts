import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { UnsupportedDocumentError, extractReference } from '../extract-file.ts';
import { DocumentTooLargeError } from './extraction-errors.ts';
import { intrinsicsChanged, snapshotIntrinsics } from './intrinsics.ts';
import type { ExtractionReply, ExtractionRequest, ExtractionStarted, FailureKind } from './thread-messages.ts';

/** One extraction thread: a document at a time from `ExtractionThreads`, which kills it past its limits. */
const port = parentPort!;
// pdf.js adds its polyfills (Promise.withResolvers, Math.sumPrecise) when it is first loaded: load it before the snapshot, so they are not taken for a document's doing.
await getResolvedPDFJS();
const intrinsics = snapshotIntrinsics();
port.on('message', async ({ id, name, type, bytes }: ExtractionRequest) => {
  port.postMessage({ started: id } satisfies ExtractionStarted);
  let reply: ExtractionReply;
  try {
    const reference = await extractReference({ name, type, bytes });
    reply = { id, reference, tampered: intrinsicsChanged(intrinsics) };
  } catch (error) {
    reply = { id, failure: failureOf(error), tampered: intrinsicsChanged(intrinsics) };
  }
  port.postMessage(reply);
});

/** What crosses back to the server's thread: the error's kind and the words to rebuild it from. */
function failureOf(error: unknown): { kind: FailureKind; message: string } {
  if (error instanceof DocumentTooLargeError) return { kind: 'too-large', message: error.message };
  if (error instanceof UnsupportedDocumentError) return { kind: 'unsupported', message: error.extension };
  return { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) };
}
