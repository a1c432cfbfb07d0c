import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/helpers/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const MB = 1024 * 1024;

/** `total` random bytes in 64 KB chunks, as an export's file is read; `failAt` throws after that many bytes. */
async function* fileOf(bytes: Buffer, failAt?: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    if (failAt !== undefined && at >= failAt) throw new Error('the export process ended');
    yield bytes.subarray(at, at + 64 * 1024);
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('S3 storage with a stream', () => {
  let bucket: S3Server;
  let storage: Storage;
  beforeAll(async () => {
    bucket = await startS3Server();
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = bucket.env;
    storage = createS3Storage({ endpoint: S3_ENDPOINT, bucket: S3_BUCKET, region: 'us-east-1', accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY });
  });
  afterAll(() => bucket?.close());

  test('a file larger than a part goes up in parts and arrives whole', async () => {
    const bytes = randomBytes(12 * MB + 12345);
    bucket.requests.length = 0;
    expect(await storage.put('exports/big.zip', fileOf(bytes), 'application/zip')).toBe(bytes.length);
    expect(await storage.size('exports/big.zip')).toBe(bytes.length);
    expect(sha256(await buffer((await storage.get('exports/big.zip'))!))).toBe(sha256(bytes));
    // Three parts (5 + 5 + 2 MB), none of them the whole file.
    expect(bucket.requests.filter((request) => request.startsWith('PUT ') && /[?&]partNumber=/.test(request))).toHaveLength(3);
  });

  test('a file within one part goes up as one object', async () => {
    const bytes = randomBytes(300 * 1024);
    bucket.requests.length = 0;
    expect(await storage.put('exports/small.pdf', fileOf(bytes), 'application/pdf')).toBe(bytes.length);
    expect(sha256(await buffer((await storage.get('exports/small.pdf'))!))).toBe(sha256(bytes));
    expect(bucket.requests.some((request) => /[?&]uploads\b/.test(request))).toBe(false);
  });

  test('a stream that fails half way leaves nothing at the key and says why', async () => {
    const bytes = randomBytes(11 * MB);
    bucket.requests.length = 0;
    await expect(storage.put('exports/failed.zip', fileOf(bytes, 7 * MB), 'application/zip')).rejects.toThrow('the export process ended');
    expect(await storage.exists('exports/failed.zip')).toBe(false);
    // The parts sent so far are dropped, not left to be billed.
    expect(bucket.requests.filter((request) => request.startsWith('DELETE /folio-test/exports/failed.zip?uploadId='))).toHaveLength(1);
  });
});
