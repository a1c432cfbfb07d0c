import type { Reference } from '@folio/contracts';

import type { ReadableType } from '../extract-file.ts';

export interface ExtractionRequest {
  id: number;
  name: string;
  type: ReadableType | undefined;
  bytes: Uint8Array;
}

/** Which of the errors extraction-errors.ts names (or UnsupportedDocumentError) a thread's failure was. */
export type FailureKind = 'too-large' | 'unreadable' | 'unsupported';

/** Sent when a thread starts reading a document, so its time limit counts neither the thread's start nor loading the reader. */
export interface ExtractionStarted {
  started: number;
}

export type ExtractionReply =
  | { id: number; reference: Reference; failure?: undefined; tampered: boolean }
  | { id: number; failure: { kind: FailureKind; message: string }; reference?: undefined; tampered: boolean };
