import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Zip-based formats (docx, pptx, xlsx) show what they are in their first parts. */
const HEAD_BYTES = 4 * 1024 * 1024;

export interface Scan {
  /**
   * Hex MD5 of the whole file. The client feeds 1 MB slices to an incremental MD5 (§7 bind);
   * an incremental digest does not depend on how the input is sliced, so the stream's own
   * pieces give the same value.
   */
  md5: string;
  size: number;
  head: Uint8Array;
  /** Valid UTF-8 throughout and no NUL byte: a candidate for the text types. */
  isText: boolean;
  /** Reading stopped because the file passed `maxBytes`. */
  tooLarge: boolean;
}

/** One pass over stored bytes: MD5, size, the head for sniffing, and whether it is text. */
export async function scanBytes(stream: Readable, maxBytes: number): Promise<Scan> {
  const md5 = createHash('md5');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let isText = true;

  for await (const piece of stream as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > maxBytes) {
      stream.destroy();
      return { md5: '', size, head: new Uint8Array(), isText: false, tooLarge: true };
    }
    md5.update(piece);
    if (headSize < HEAD_BYTES) {
      head.push(piece.subarray(0, HEAD_BYTES - headSize));
      headSize += Math.min(piece.length, HEAD_BYTES - headSize);
    }
    if (isText) isText = !piece.includes(0) && decodes(() => decoder.decode(piece, { stream: true }));
  }
  if (isText) isText = decodes(() => decoder.decode());
  return { md5: md5.digest('hex'), size, head: Buffer.concat(head), isText, tooLarge: false };
}

function decodes(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}
