import { open, rm, type FileHandle } from 'node:fs/promises';

/** Where an export's file goes as it is made: into memory, or straight into a file on disk. Each write is awaited before the next. */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>;
}

/** Collects the chunks and joins them once, at the end. */
export class MemorySink implements ByteSink {
  private readonly chunks: Uint8Array[] = [];

  async write(chunk: Uint8Array): Promise<void> {
    this.chunks.push(chunk);
  }

  bytes(): Uint8Array {
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
  }
}

/**
 * Chunks smaller than this are gathered into one write: a 200-slide PPTX is ≈ 1,000 zip
 * entries, each a header and a body, and writing each on its own took 2,000 trips to the
 * thread pool (≈ 40 ms of the export's main thread).
 */
const GATHER_BYTES = 256 << 10;

/**
 * Writes the chunks to the file as they come, small ones gathered first, so a long deck's PNG
 * zip never sits in memory whole. `close(false)` removes what was written of a file that
 * failed half way.
 */
export class FileSink implements ByteSink {
  size = 0;

  private readonly gathered = Buffer.allocUnsafe(GATHER_BYTES);
  private gatheredLength = 0;

  private constructor(
    private readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(path: string): Promise<FileSink> {
    return new FileSink(path, await open(path, 'w'));
  }

  async write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.length;
    if (this.gatheredLength + chunk.length > GATHER_BYTES) await this.flush();
    if (chunk.length >= GATHER_BYTES) return this.writeAll(chunk);
    this.gathered.set(chunk, this.gatheredLength);
    this.gatheredLength += chunk.length;
  }

  /** Writes what is gathered and closes the file; removes it if it is not `complete` or its last write fails. */
  async close(complete: boolean): Promise<void> {
    let whole = complete;
    try {
      if (complete) await this.flush();
    } catch (error) {
      whole = false;
      throw error;
    } finally {
      await this.handle.close();
      if (!whole) await rm(this.path, { force: true });
    }
  }

  private async flush(): Promise<void> {
    const length = this.gatheredLength;
    this.gatheredLength = 0;
    if (length) await this.writeAll(this.gathered.subarray(0, length));
  }

  /** A write may take fewer bytes than it was given: write the rest until none is left. */
  private async writeAll(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.length; ) at += (await this.handle.write(bytes, at, bytes.length - at)).bytesWritten;
  }
}
