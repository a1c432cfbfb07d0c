import { parentPort } from 'node:worker_threads';
import { UnsupportedDocumentError, extractorFor } from '../extract-file.ts';
import { DocumentTooLargeError } from './extraction-errors.ts';
import { intrinsicsChanged, snapshotIntrinsics } from './intrinsics.ts';
import type { ExtractionReply, ExtractionRequest, ExtractionStarted, FailureKind } from './thread-messages.ts';

/**
 * One extraction thread: a document at a time from `ExtractionThreads`, which kills it past its
 * limits. The built-ins are compared before and after each document, once its reader (and what
 * that reader adds to the built-ins as it loads) is in place.
 */
const port = parentPort!;
port.on('message', async ({ id, name, type, bytes }: ExtractionRequest) => {
  let reply: ExtractionReply;
  let intrinsics: ReturnType<typeof snapshotIntrinsics> | undefined;
  try {
    const extract = await extractorFor({ name, type });
    intrinsics = snapshotIntrinsics();
    port.postMessage({ started: id } satisfies ExtractionStarted);
    reply = { id, reference: await extract(bytes, name), tampered: intrinsicsChanged(intrinsics) };
  } catch (error) {
    reply = { id, failure: failureOf(error), tampered: intrinsics !== undefined && intrinsicsChanged(intrinsics) };
  }
  port.postMessage(reply);
});

/** What crosses back to the server's thread: the error's kind and the words to rebuild it from. */
function failureOf(error: unknown): { kind: FailureKind; message: string } {
  if (error instanceof DocumentTooLargeError) return { kind: 'too-large', message: error.message };
  if (error instanceof UnsupportedDocumentError) return { kind: 'unsupported', message: error.extension };
  return { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) };
}
