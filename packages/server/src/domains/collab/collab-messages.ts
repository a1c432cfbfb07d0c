import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * Message kinds on the collaboration socket. 0 and 1 are y-websocket's (the Yjs sync protocol
 * and awareness); 2 is ours: the server has stored the sender's changes up to a count, which is
 * what lets the editor show "Saved" only once an edit is safe.
 */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_SAVED = 2;

export function savedMessage(count: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SAVED);
  encoding.writeVarUint(encoder, count);
  return encoding.toUint8Array(encoder);
}

export function readSaved(decoder: decoding.Decoder): number {
  return decoding.readVarUint(decoder);
}
