import { open, rm, type FileHandle } from 'node:fs/promises';

/** Where an export's file goes as it is made: into memory, or straight into a file on disk. */
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
 * Writes each chunk to the file as it comes, so a long deck's PNG zip never sits in memory
 * whole. `close(false)` removes what was written of a file that failed half way.
 */
export class FileSink implements ByteSink {
  size = 0;

  private constructor(
    private readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(path: string): Promise<FileSink> {
    return new FileSink(path, await open(path, 'w'));
  }

  async write(chunk: Uint8Array): Promise<void> {
    // A write may take fewer bytes than it was given: write the rest until none is left.
    for (let at = 0; at < chunk.length; ) at += (await this.handle.write(chunk, at, chunk.length - at)).bytesWritten;
    this.size += chunk.length;
  }

  async close(complete: boolean): Promise<void> {
    await this.handle.close();
    if (!complete) await rm(this.path, { force: true });
  }
}
