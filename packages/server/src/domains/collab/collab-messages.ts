import { MESSAGE_SAVED } from '@folio/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** The "saved up to" message of the collaboration socket (@folio/contracts names its kind). */
export function savedMessage(count: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SAVED);
  encoding.writeVarUint(encoder, count);
  return encoding.toUint8Array(encoder);
}

export function readSaved(decoder: decoding.Decoder): number {
  return decoding.readVarUint(decoder);
}
