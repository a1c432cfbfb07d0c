import { promisify } from 'node:util';
import { crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { MemorySink, type ByteSink } from './byte-sink.ts';

const deflateRawAsync = promisify(deflateRaw);

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate it (XML, text); false stores it as it is (PNG, JPEG: compressed already). */
  compress: boolean;
  /** `data` raw-deflated already (a part reused export after export): written as it is. */
  deflated?: Uint8Array;
}

const STORED = 0;
const DEFLATED = 8;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in DOS time: a fixed date keeps the same input the same file. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
/**
 * Entries up to this size are deflated at once, on the calling thread: a zlib stream and a
 * round trip to the thread pool cost more than the compression. A 200-slide PPTX's 1,080 XML
 * parts (5.6 MB) took 243–324 ms of CPU through the pool and 95 ms deflated in turn.
 */
const DEFLATE_IN_TURN_BYTES = 256 << 10;
/**
 * Entries compressed or waiting to be written at once: enough to keep libuv's four threads
 * busy. Each zlib stream holds ≈ 300 KB of native state while it runs; deflating a
 * 200-slide PPTX's ≈ 1,000 parts all at once took 130 MB more than the rest of the export.
 */
const IN_FLIGHT = 8;

/**
 * A zip file written entry by entry to a sink, compressed with Node's zlib rather than in
 * JavaScript (a deck's PPTX parts deflate ≈ 4× faster than with fflate): small entries in
 * turn, large ones in libuv's thread pool, off the main thread. Entries are written in the
 * order they are added, as soon as they are compressed, and only their central directory
 * records are kept until `finish`. Plain zip (no zip64): exports stay far below 4 GB and
 * 65,535 files.
 */
export class ZipWriter {
  private readonly centrals: Buffer[] = [];
  private readonly inFlight: Promise<void>[] = [];
  private written: Promise<void> = Promise.resolve();
  private offset = 0;

  constructor(private readonly sink: ByteSink) {}

  /** Starts the entry's compression; waits while too many entries are still on their way. */
  async add(entry: ZipEntry): Promise<void> {
    if (this.centrals.length >= MAX_ENTRIES) throw new RangeError(`a zip holds at most ${MAX_ENTRIES} files`);
    while (this.inFlight.length >= IN_FLIGHT) await this.inFlight.shift();
    const deflated = entry.compress && entry.data.length > 0;
    const body: Promise<Uint8Array> = Promise.resolve(deflated ? (entry.deflated ?? deflate(entry.data)) : entry.data);
    // A compression that fails while earlier entries are still being written is reported by the chain below, not as an unhandled rejection.
    body.catch(() => undefined);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const size = entry.data.length;
    const method = deflated ? DEFLATED : STORED;
    const central = Buffer.alloc(46 + name.length);
    this.centrals.push(central);
    this.written = this.written.then(async () => {
      const compressed = await body;
      const fields = { method, crc, compressed: compressed.length, size, nameLength: name.length };
      const local = Buffer.alloc(30 + name.length);
      local.writeUInt32LE(0x04034b50, 0);
      writeCommon(local, 4, fields);
      name.copy(local, 30);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      writeCommon(central, 6, fields);
      central.writeUInt32LE(this.offset, 42);
      name.copy(central, 46);
      this.offset += local.length + compressed.length;
      if (this.offset > MAX_OFFSET) throw new RangeError('a zip export may not exceed 4 GB');
      await this.sink.write(local);
      await this.sink.write(compressed);
    });
    // The chain above carries a failure to `finish`; this copy only paces `add`.
    this.inFlight.push(this.written.catch(() => undefined));
  }

  /** Writes the central directory once every entry is written. */
  async finish(): Promise<void> {
    await this.written;
    const directorySize = this.centrals.reduce((sum, central) => sum + central.length, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.centrals.length, 8);
    end.writeUInt16LE(this.centrals.length, 10);
    end.writeUInt32LE(directorySize, 12);
    end.writeUInt32LE(this.offset, 16);
    await this.sink.write(Buffer.concat([...this.centrals, end]));
  }
}

/** A zip file from entries held in memory. */
export async function writeZip(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const sink = new MemorySink();
  const zip = new ZipWriter(sink);
  for (const entry of entries) await zip.add(entry);
  await zip.finish();
  return sink.bytes();
}

function deflate(data: Uint8Array): Uint8Array | Promise<Uint8Array> {
  return data.length <= DEFLATE_IN_TURN_BYTES ? deflateRawSync(data) : deflateRawAsync(data);
}

/** The fields local and central headers share, from "version needed" to the name length. */
function writeCommon(header: Buffer, at: number, fields: { method: number; crc: number; compressed: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressed, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}
