import yauzl from 'yauzl';
import { DocumentTooLargeError, UnreadableDocumentError } from './extraction-errors.ts';

export interface ZipLimits {
  /** More entries than this is an archive built to exhaust, not a document. */
  maxEntries: number;
  /** The most bytes all entries may inflate to together. */
  maxInflatedBytes: number;
}

/**
 * Inflates every entry of a zip (docx, xlsx, pptx) while counting, and keeps those `keep`
 * names. Entry sizes are checked as the central directory declares them before anything is
 * inflated, and yauzl stops an entry whose data inflates past its declared size, so a 2 GB
 * entry of zeros in a 2 MB file is refused after reading at most the limit. Overlapping
 * entries (several names for one compressed stream) count once per name, as they inflate.
 */
export async function inflateZip(bytes: Uint8Array, limits: ZipLimits, keep: (name: string) => boolean = () => false): Promise<Map<string, Uint8Array>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, strictFileNames: false });
  } catch (error) {
    throw new UnreadableDocumentError(`not a zip archive: ${(error as Error).message}`);
  }
  if (zip.entryCount > limits.maxEntries) throw new DocumentTooLargeError(`${zip.entryCount} archive entries (at most ${limits.maxEntries})`);
  const kept = new Map<string, Uint8Array>();
  let inflated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      inflated += entry.uncompressedSize;
      if (inflated > limits.maxInflatedBytes) throw new DocumentTooLargeError(`archive inflates past ${limits.maxInflatedBytes} bytes`);
      if (entry.fileName.endsWith('/')) continue;
      if (!entry.canDecodeFileData()) throw new UnreadableDocumentError(`archive entry ${entry.fileName} is encrypted or uses an unknown compression`);
      const data = await readEntry(zip, entry, keep(entry.fileName));
      if (data) kept.set(entry.fileName, data);
    }
  } catch (error) {
    if (error instanceof DocumentTooLargeError || error instanceof UnreadableDocumentError) throw error;
    // yauzl's own check of an entry that inflates past the size the archive declared for it.
    if (/too many bytes/i.test((error as Error).message)) throw new DocumentTooLargeError(`archive entry inflates past its declared size`);
    throw new UnreadableDocumentError(`broken zip archive: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return kept;
}

/** An entry's bytes, or only its inflation (to prove its size) when they are not wanted. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, wanted: boolean): Promise<Uint8Array | undefined> {
  const stream = await zip.openReadStreamPromise(entry);
  const out = wanted ? new Uint8Array(entry.uncompressedSize) : undefined;
  let offset = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    // yauzl errors past the declared size, but only after handing over the chunk that crossed it.
    if (offset + piece.length > entry.uncompressedSize) {
      stream.destroy();
      throw new DocumentTooLargeError(`archive entry ${entry.fileName} inflates past its declared size`);
    }
    out?.set(piece, offset);
    offset += piece.length;
  }
  return out;
}
