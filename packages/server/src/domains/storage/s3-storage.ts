import { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, stagingKey, type Storage } from './storage.ts';

/** S3's smallest part but the last: a multipart upload holds at most PARTS_IN_FLIGHT of them. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

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
      const params = { Bucket, Key: key, ...(contentType ? { ContentType: contentType } : {}) };
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ ...params, Body: body }));
        return body.byteLength;
      }
      // A stream (an export's file) goes up part by part as it is read, never whole in memory:
      // one PutObject when it fits a part, else a multipart upload, aborted if the stream fails.
      const { Upload } = await import('@aws-sdk/lib-storage');
      const counted = counting(body);
      await new Upload({ client, params: { ...params, Body: Readable.from(counted) }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
      return counted.bytes;
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

/** An iterable that counts the bytes passing through it. */
function counting(chunks: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> & { bytes: number } {
  const counted = {
    bytes: 0,
    async *[Symbol.asyncIterator]() {
      for await (const chunk of chunks) {
        counted.bytes += chunk.byteLength;
        yield chunk;
      }
    },
  };
  return counted;
}
