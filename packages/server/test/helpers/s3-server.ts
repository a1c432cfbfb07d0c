import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { databases, type DatabaseKind } from './test-databases.ts';

export type StorageKind = 'local' | 's3';

/**
 * The database and storage each file-handling suite runs on: the local directory on every
 * database, and an S3 bucket on the last one (PostgreSQL when it answers), which is what
 * several instances sharing a bucket run on. Storage does not depend on the database, so one
 * S3 run is enough.
 */
export const storageRuns: [DatabaseKind, StorageKind][] = [...databases.map((kind): [DatabaseKind, StorageKind] => [kind, 'local']), [databases.at(-1)!, 's3']];

/**
 * Hooks that give the file's suite a bucket of its own when `kind` is S3 (started once before
 * its tests, stopped and removed after them); `env()` is what points a server at it, `s3()` the
 * bucket's server itself.
 */
export function useStorage(kind: StorageKind): { env(): Record<string, string>; s3(): S3Server } {
  const none = () => {
    throw new Error('this suite runs on local storage');
  };
  if (kind === 'local') return { env: () => ({}), s3: none };
  let s3: S3Server | undefined;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });
  return { env: () => s3!.env, s3: () => s3! };
}

/** The one key pair s3rver knows. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'folio-test';

export interface S3Server {
  /** Settings that point Folio at the bucket. */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /**
   * Runs `meanwhile` once the bucket has answered the next `method` request for `key`, before
   * that answer goes on: what a slow network lets happen between a read and the reader's next
   * step, made certain.
   */
  afterAnswer(method: string, key: string, meanwhile: () => Promise<void>): void;
  /** Every request the bucket was sent, as `METHOD /bucket/key?query`, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

interface AnswerHook {
  method: string;
  path: string;
  meanwhile(): Promise<void>;
}

/**
 * An S3-protocol server on a free loopback port: s3rver (npm) over a temporary folder, with one
 * bucket. s3rver skips two checks that decide whether a presigned upload URL works on AWS, R2
 * or MinIO — it does not verify Signature Version 4 ("unimplemented" in its source) and ignores
 * `x-amz-checksum-*` — so it runs behind a front that makes both (and checks the URL's expiry)
 * as S3 does, and passes everything else through.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'folio-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: BUCKET }] });
  let behind: AddressInfo;
  try {
    behind = await s3rver.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const hooks: AnswerHook[] = [];
  const requests: string[] = [];
  const front = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    // s3rver has no AbortMultipartUpload (it answers 405); S3 drops the parts and answers 204.
    if (request.method === 'DELETE' && /[?&]uploadId=/.test(request.url!)) {
      request.resume();
      response.writeHead(204).end();
      return;
    }
    const at = hooks.findIndex((hook) => hook.method === request.method && hook.path === request.url!.split('?')[0]);
    const hook = at === -1 ? undefined : hooks.splice(at, 1)[0];
    forward(request, response, behind.port, hook?.meanwhile).catch((error: Error) => response.destroy(error));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY },
    afterAnswer(method, key, meanwhile) {
      hooks.push({ method, path: `/${BUCKET}/${key}`, meanwhile });
    },
    requests,
    async close() {
      // The servers' S3 clients keep idle connections open; they would hold close() for seconds.
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface Refusal {
  status: number;
  code: string;
  message: string;
}

async function forward(request: IncomingMessage, response: ServerResponse, port: number, meanwhile?: () => Promise<void>): Promise<void> {
  const body = await buffer(request);
  const refusal = signatureRefusal(request) ?? checksumRefusal(request, body);
  if (refusal) {
    response.writeHead(refusal.status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`);
    return;
  }
  // One connection per request behind the front, so closing s3rver never waits on an idle one.
  const upstream = httpRequest({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: { ...request.headers, connection: 'close' } }, (answer) => {
    if (!meanwhile) {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
      return;
    }
    // The whole answer is read first, so what `meanwhile` changes cannot reach it.
    buffer(answer)
      .then(async (held) => {
        await meanwhile();
        response.writeHead(answer.statusCode!, answer.headers);
        response.end(held);
      })
      .catch((error: Error) => response.destroy(error));
  });
  upstream.on('error', (error) => response.destroy(error));
  upstream.end(body);
}

/**
 * A presigned request's signature and expiry, checked as S3 does (AWS "Authenticating Requests:
 * Using Query Parameters (AWS Signature Version 4)"), before anything is made of its body.
 */
function signatureRefusal(request: IncomingMessage): Refusal | undefined {
  const [path = '', search = ''] = request.url!.split('?');
  const query = new URLSearchParams(search);
  if (!query.has('X-Amz-Signature')) return undefined;
  const credential = query.get('X-Amz-Credential')?.split('/');
  const signedHeaders = query.get('X-Amz-SignedHeaders')?.split(';');
  const date = query.get('X-Amz-Date');
  if (!credential || credential.length !== 5 || !signedHeaders || !date) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Query-string authentication version 4 parameters are missing.' };
  }
  const scope = credential.slice(1);
  const canonicalQuery = [...query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope.join('/'), createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signingKey = scope.reduce<Buffer>((key, part) => createHmac('sha256', key).update(part).digest(), Buffer.from(`AWS4${SECRET_ACCESS_KEY}`));
  if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== query.get('X-Amz-Signature')) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(signedAt + Number(query.get('X-Amz-Expires')) * 1000 >= Date.now())) return { status: 403, code: 'AccessDenied', message: 'Request has expired' };
  return undefined;
}

const CHECKSUMS: Record<string, (body: Buffer) => string> = {
  crc32: (body) => {
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return sum.toString('base64');
  },
  sha1: (body) => createHash('sha1').update(body).digest('base64'),
  sha256: (body) => createHash('sha256').update(body).digest('base64'),
};

/**
 * A PUT's `x-amz-checksum-<algorithm>` (a header, or a query parameter of a presigned URL) must
 * match the body, or S3 stores nothing (400 BadDigest). What this front cannot check it refuses,
 * rather than let a body through that S3 would have turned away.
 */
function checksumRefusal(request: IncomingMessage, body: Buffer): Refusal | undefined {
  if (request.method !== 'PUT') return undefined;
  if (request.headers['x-amz-trailer'] || String(request.headers['content-encoding']).includes('aws-chunked')) {
    return { status: 501, code: 'NotImplemented', message: 'aws-chunked bodies with trailing checksums are not checked here.' };
  }
  const given = [...Object.entries(request.headers), ...new URLSearchParams(request.url!.split('?')[1] ?? '')].filter(([name]) => /^x-amz-checksum-/i.test(name));
  for (const [name, value] of given) {
    const algorithm = name.toLowerCase().slice('x-amz-checksum-'.length);
    const checksum = CHECKSUMS[algorithm];
    if (!checksum) return { status: 501, code: 'NotImplemented', message: `${name} is not checked here.` };
    if (checksum(body) !== String(value)) return { status: 400, code: 'BadDigest', message: `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.` };
  }
  return undefined;
}

/** Percent-encoding as Signature Version 4 wants it: everything but A–Z a–z 0–9 - _ . ~ */
function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Byte order, as Signature Version 4 sorts query parameters. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
