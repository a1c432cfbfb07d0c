import { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, stagingKey, type Storage } from './storage.ts';

export interface S3Options {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …): the one storage several API instances can share
 * (ARCHITECTURE.md "One machine, then many"). Clients PUT to a presigned URL straight to the
 * bucket, under a staging key; the server moves the bytes to their own key at bind time and
 * reads them back there to check hash and type.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    // Path-style addressing works on every S3-compatible server; virtual hosts need DNS.
    forcePathStyle: true,
    // By default the SDK signs a CRC32 into every PutObject. A presigned URL has no body yet, so
    // it would carry the CRC32 of nothing, and AWS, R2 and MinIO refuse every real upload to it
    // (400 BadDigest; aws-sdk-js-v3 issue 6994). Checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  async function size(key: string): Promise<number | undefined> {
    assertStorageKey(key);
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      const bytes = body instanceof Uint8Array ? body : await collect(body);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ...(contentType ? { ContentType: contentType } : {}) }));
      return bytes.byteLength;
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    exists: async (key) => (await size(key)) !== undefined,

    size,

    async move(from, to) {
      assertStorageKey(from);
      assertStorageKey(to);
      // S3 has no rename. The copy reads one whole object: a PUT to `from` meanwhile either
      // lands before it (and is what is copied) or after it (and is deleted next).
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    signedPutUrl(key, expiresAt) {
      assertStorageKey(key);
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: stagingKey(key) }), { expiresIn });
    },
  };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
