import type { Readable } from 'node:stream';

/**
 * Where file bytes live (uploads, exports, thumbnails): a local directory by default, an
 * S3-compatible bucket when configured (ARCHITECTURE.md "Server and data"). Keys are made by
 * the server, never taken from a client's file name.
 */
export interface Storage {
  /** Stores the bytes under `key`, replacing any; resolves to the number of bytes stored. */
  put(key: string, body: Uint8Array | AsyncIterable<Uint8Array>, contentType?: string): Promise<number>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** How many bytes are under `key`, or undefined when there are none. */
  size(key: string): Promise<number | undefined>;
  /** Moves the bytes under `from` to `to`, replacing any there; throws when `from` holds none. */
  move(from: string, to: string): Promise<void>;
  /**
   * A URL, valid until `expiresAt`, that the client PUTs the bytes for `key` to. They land under
   * `stagingKey(key)`, never under `key`: a URL cannot be recalled before it expires, so
   * upload/bind moves the bytes it checks to `key`, and whatever the URL takes after that is
   * never read (issue 16: a PUT after bind replaced a checked PNG with a PDF).
   */
  signedPutUrl(key: string, expiresAt: Date): Promise<string>;
}

/** Where the bytes PUT for an upload's `key` wait until upload/bind moves them to `key`. */
export function stagingKey(key: string): string {
  return `incoming/${key}`;
}

/**
 * Keys are slash-separated segments of letters, digits, '.', '_' and '-' that never start
 * with a dot, so '..' and absolute paths cannot be spelled.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9_.-]{0,127}){0,7}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
