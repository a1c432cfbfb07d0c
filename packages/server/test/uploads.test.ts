import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { stagingKey } from '../src/domains/storage/storage.ts';
import { storageRuns, useStorage } from './helpers/s3-server.ts';
import { useTestServer, type Answer, type TestServer } from './helpers/test-server.ts';
import { createUser, localPath, md5, ok, PDF, PNG, putTo, putUpload, upload, workspaceTables } from './helpers/workspace.ts';

const U = '/api2/v1/upload';

/**
 * The same suite on the local directory and on a real S3-protocol server (test/helpers/s3-server.ts):
 * with S3 the client PUTs to a URL the bucket checks, and the server reads the bytes back from it.
 */
describe.each(storageRuns)('uploads on %s with %s storage', (kind, storage) => {
  const files = useStorage(storage);
  const api = useTestServer(kind, { env: () => ({ ...files.env(), UPLOAD_MAX_IMAGE_MB: '2' }) });

  /** Where upload/url sends the bytes: the server's own signed route, or the bucket's presigned URL for the key's staging key, valid for the 15-minute default. */
  const putUrlOf = (key: string) =>
    storage === 'local'
      ? new RegExp(`/files/upload/${key}\\?expires=\\d+&sig=[\\w-]+$`)
      : new RegExp(`^${escapeRegExp(`${files.env().S3_ENDPOINT}/${files.env().S3_BUCKET}/${stagingKey(key)}`)}\\?X-Amz-Algorithm=AWS4-HMAC-SHA256&.*X-Amz-Expires=900&`);

  /** What /files/<key> serves (the display copy for a large image) and what a download sends, as type and MD5. */
  const served = async (key: string) => {
    const shown = await fetch(`${api.url}/files/${key}`);
    const original = await fetch(`${api.url}/files/${key}?download=1`);
    return {
      shown: [shown.headers.get('content-type'), md5(new Uint8Array(await shown.arrayBuffer()))],
      download: [original.headers.get('content-type'), md5(new Uint8Array(await original.arrayBuffer()))],
    };
  };
  const servedAsPng = { shown: ['image/png', md5(PNG)], download: ['image/png', md5(PNG)] };

  it('hands out a signed PUT URL, a download address and a fresh key', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const target = ok(await api.get(`${U}/url?type=image/png&source_type=normal`, ada.token));
    expect(target.key).toMatch(/^[0-9a-f]{32}$/);
    expect(target.url).toMatch(putUrlOf(target.key));
    expect(target.download).toMatch(new RegExp(`/files/${target.key}$`));
    expect(target.cdn).toBe(target.download);
    expect(target.maxBytes).toBe(2 * 1024 * 1024);
  });

  it('stores, binds and serves an image with its real type and nosniff', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await upload(api, ada, PNG, 'dot.png');
    expect(bound).toMatchObject({ name: 'dot.png', mime: 'image/png', size: PNG.length, hash: md5(PNG) });
    expect(typeof bound.id).toBe('number');
    const download = await api.request(localPath(bound.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(download.text, 'latin1').length).toBeGreaterThan(0);
  });

  it('checks the MD5 of a file larger than one hashing chunk and serves back the same bytes', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bytes = Buffer.concat([PDF, randomBytes(1024 * 1024 + 300_000)]);
    const bound = await upload(api, ada, bytes, 'big.pdf', 'application/pdf');
    expect(bound.size).toBe(bytes.length);
    const download = await fetch(new URL(bound.url, api.origin));
    expect(md5(new Uint8Array(await download.arrayBuffer()))).toBe(md5(bytes));
  });

  it('sets the uploaded image as the avatar', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await upload(api, ada, PNG, 'me.png');
    const info = ok(await api.post('/api/iart/v1/userProfile/edit', { headFileImageId: bound.id }, ada.token));
    expect(info.avatar).toMatch(new RegExp(`/files/${bound.key}$`));
  });

  it('takes a PDF named .png for what it is, a PDF', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await upload(api, ada, PDF, 'photo.png');
    expect(bound.mime).toBe('application/pdf');
    expect((await api.request(localPath(bound.url))).headers.get('content-type')).toBe('application/pdf');
  });

  it('serves an SVG with scripts so the scripts cannot run', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>');
    const bound = await upload(api, ada, svg, 'logo.svg', 'image/svg+xml');
    expect(bound.mime).toBe('image/svg+xml');
    const download = await api.request(localPath(bound.url));
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an HTML file renamed .txt as plain text, never as a page', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const bound = await upload(api, ada, html, 'notes.txt', 'text/plain');
    expect(bound.mime).toBe('text/plain');
    const download = await api.request(localPath(bound.url));
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts a markdown file with no type by its .md name', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await upload(api, ada, Buffer.from('# Title\n\nSome *text*.\n'), 'readme.md', '');
    expect(bound.mime).toBe('text/markdown');
  });

  it('refuses a type §5 does not allow with 6000 and keeps no bytes', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(600)]);
    const { key } = await putUpload(api, ada, exe, 'application/pdf');
    const answer = await api.post(`${U}/bind`, { key, name: 'report.pdf', hash: md5(exe) }, ada.token);
    expect(answer.body).toEqual({ code: 6000, message: 'This file type is not allowed to be uploaded.', data: null });
    expect(await api.server.ctx.storage.exists(key)).toBe(false);
    expect(await api.db.query('select id from uploads')).toEqual([]);
    expect((await api.post(`${U}/bind`, { key, name: 'report.pdf', hash: md5(exe) }, ada.token)).body).toMatchObject({ code: -4 });
  });

  it('refuses an SVG-named file that is not an SVG', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { key } = await putUpload(api, ada, html, 'image/svg+xml');
    expect((await api.post(`${U}/bind`, { key, name: 'logo.svg', hash: md5(html) }, ada.token)).body).toMatchObject({ code: 6000 });
  });

  it('refuses a wrong MD5 and changes nothing, so the client can send again', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key } = await putUpload(api, ada, PNG);
    const before = await workspaceTables(api);
    const answer = await api.post(`${U}/bind`, { key, name: 'dot.png', hash: md5(Buffer.from('other')) }, ada.token);
    expect(answer.body).toMatchObject({ code: -2, message: 'Parameter error.' });
    expect(await workspaceTables(api)).toEqual(before);
    expect(ok(await api.post(`${U}/bind`, { key, name: 'dot.png', hash: md5(PNG) }, ada.token)).mime).toBe('image/png');
  });

  it("refuses to bind someone else's key with -4 and leaves their bytes alone", async () => {
    const ada = await createUser(api, 'ada@example.com');
    const eve = await createUser(api, 'eve@example.com');
    const { key } = await putUpload(api, ada, PNG);
    const answer = await api.post(`${U}/bind`, { key, name: 'mine.png', hash: md5(PNG) }, eve.token);
    expect(answer.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
    expect(await api.server.ctx.storage.exists(stagingKey(key))).toBe(true);
    expect(ok(await api.post(`${U}/bind`, { key, name: 'dot.png', hash: md5(PNG) }, ada.token)).mime).toBe('image/png');
  });

  it('answers 6001 to a second bind', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key } = await putUpload(api, ada, PNG);
    ok(await api.post(`${U}/bind`, { key, name: 'a.png', hash: md5(PNG) }, ada.token));
    const again = await api.post(`${U}/bind`, { key, name: 'a.png', hash: md5(PNG) }, ada.token);
    expect(again.body).toEqual({ code: 6001, message: 'Please do not upload repeatedly.', data: null });
    expect(await api.db.query('select id from uploads')).toHaveLength(1);
  });

  // A presigned S3 URL takes PUTs until it expires, bound or not: the bucket cannot ask the
  // server. What it takes lands under the staging key, which bind has already emptied.
  it('keeps serving what bind checked after a PUT to the upload URL, which the local route refuses with 6001', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key, url } = await putUpload(api, ada, PNG);
    ok(await api.post(`${U}/bind`, { key, name: 'a.png', hash: md5(PNG) }, ada.token));
    const put = await putTo(api, url, PDF);
    if (storage === 'local') expect(put.body).toMatchObject({ code: 6001 });
    else expect(put.status).toBe(200);
    expect(await served(key)).toEqual(servedAsPng);
  });

  it.runIf(storage === 'local')('refuses with 6001 a PUT still arriving when bind took the bytes before it, and keeps serving those', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key, url } = await putUpload(api, ada, PNG);
    const late = streamingPut(`${api.url}${localPath(url)}`, PDF.subarray(0, 8));
    // The route has checked the slot and is writing the first bytes to a temporary file.
    await vi.waitFor(async () => expect((await readdir(api.server.ctx.settings.storage.dir, { recursive: true })).some((name) => name.includes(key) && name.endsWith('.partial'))).toBe(true));
    ok(await api.post(`${U}/bind`, { key, name: 'a.png', hash: md5(PNG) }, ada.token));
    const put = await late.finish(PDF.subarray(8));
    expect(put.body).toMatchObject({ code: 6001 });
    expect(await served(key)).toEqual(servedAsPng);
    expect(await api.server.ctx.storage.exists(stagingKey(key))).toBe(false);
  });

  it.runIf(storage === 's3')('keeps what bind checked when a PUT and a second bind arrive while it reads the bytes', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key, url } = await putUpload(api, ada, PNG);
    let put: Answer | undefined;
    let second: Answer | undefined;
    files.s3().afterAnswer('GET', key, async () => {
      put = await putTo(api, url, PDF);
      second = await api.post(`${U}/bind`, { key, name: 'a.pdf', hash: md5(PDF) }, ada.token);
    });
    const first = ok(await api.post(`${U}/bind`, { key, name: 'a.png', hash: md5(PNG) }, ada.token));
    expect(put?.status).toBe(200);
    expect(second?.body).toEqual({ code: 6001, message: 'Please do not upload repeatedly.', data: null });
    expect(first).toMatchObject({ mime: 'image/png', hash: md5(PNG), size: PNG.length });
    expect(await served(key)).toEqual(servedAsPng);
  });

  it('deletes the bytes an upload URL took that nobody will read, once the URL has expired', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await putUpload(api, ada, PNG);
    ok(await api.post(`${U}/bind`, { key: bound.key, name: 'a.png', hash: md5(PNG) }, ada.token));
    await putTo(api, bound.url, PDF);
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(600)]);
    const refused = await putUpload(api, ada, exe, 'application/pdf');
    expect((await api.post(`${U}/bind`, { key: refused.key, name: 'a.pdf', hash: md5(exe) }, ada.token)).body).toMatchObject({ code: 6000 });
    await putTo(api, refused.url, PDF);
    const abandoned = await putUpload(api, ada, PNG);
    const { storage: files } = api.server.ctx;
    // A bucket takes every PUT; the server's own route refuses those after bind and refusal.
    expect([await files.exists(stagingKey(bound.key)), await files.exists(stagingKey(refused.key))]).toEqual([storage === 's3', storage === 's3']);
    expect(await files.exists(stagingKey(abandoned.key))).toBe(true);

    await api.db.query("update upload_slots set expires_at = expires_at - interval '25 hours'");
    const eve = await createUser(api, 'eve@example.com');
    ok(await api.get(`${U}/url?type=png`, eve.token));

    for (const key of [bound.key, refused.key, abandoned.key]) expect(await files.exists(stagingKey(key))).toBe(false);
    expect(await files.exists(abandoned.key)).toBe(false);
    expect(await api.db.query('select owner_id from upload_slots')).toEqual([{ owner_id: eve.id }]);
    expect(await served(bound.key)).toEqual(servedAsPng);
  });

  it('refuses an upload URL past its expiry and one whose expiry was pushed out, storing nothing', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const target = ok(await api.get(`${U}/url?type=png`, ada.token));
    const expired = await putTo(api, await handedOutAnHourAgo(api, target.key), PNG);
    const forged = await putTo(api, expiryPushedOut(api, target.url), PNG);
    if (storage === 'local') {
      expect(expired.body).toEqual({ code: 4012, message: 'The link has expired.', data: null });
      expect(forged.status).toBe(404);
      expect(forged.body).toMatchObject({ code: -4 });
    } else {
      expect([expired.status, s3ErrorCode(expired)]).toEqual([403, 'AccessDenied']);
      expect([forged.status, s3ErrorCode(forged)]).toEqual([403, 'SignatureDoesNotMatch']);
    }
    expect(await api.server.ctx.storage.exists(stagingKey(target.key))).toBe(false);
    expect((await putTo(api, target.url, PNG)).status).toBe(200);
    expect(await api.server.ctx.storage.exists(stagingKey(target.key))).toBe(true);
  });

  it('keeps no bytes over the size limit, refusing them with 413', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(2 * 1024 * 1024)]);
    const { key, put } = await putUpload(api, ada, big);
    if (storage === 'local') {
      expect(put.status).toBe(413);
      expect(put.body).toMatchObject({ code: -2 });
    } else {
      // A presigned PUT carries no size limit, so the bucket takes the bytes and bind refuses them.
      expect(put.status).toBe(200);
      const answer = await api.post(`${U}/bind`, { key, name: 'big.png', hash: md5(big) }, ada.token);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ code: -2, message: 'Parameter error.', data: null });
    }
    expect(await api.server.ctx.storage.exists(key)).toBe(false);
    expect(await api.server.ctx.storage.exists(stagingKey(key))).toBe(false);
  });

  it('refuses with 413 an image declaring more than 110 megapixels, however small the file, and keeps none', async () => {
    const ada = await createUser(api, 'ada@example.com');
    // The dot's own header, claiming 20000 × 20000 pixels: the IHDR's width, height and CRC rewritten.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const { key, put } = await putUpload(api, ada, huge);
    expect(put.status).toBe(200);
    const answer = await api.post(`${U}/bind`, { key, name: 'huge.png', hash: md5(huge) }, ada.token);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: -2, message: 'Parameter error.', data: null });
    expect(await api.db.query('select id from uploads')).toEqual([]);
    expect(await api.server.ctx.storage.exists(key)).toBe(false);
  });

  it('does not serve bytes that were never bound', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { key, put } = await putUpload(api, ada, PNG);
    expect(put.status).toBe(200);
    expect((await api.request(`/files/${key}`)).status).toBe(404);
    expect((await api.request('/files/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('never stores bytes under a key that could reach outside its files', async () => {
    const { storage } = api.server.ctx;
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', 'a\\..\\b']) {
      await expect(storage.put(key, PNG)).rejects.toThrow(/not a storage key/);
    }
  });
});

/** An upload URL for `key` as upload/url would have handed it out an hour ago. */
async function handedOutAnHourAgo(api: TestServer, key: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3600_000 });
  try {
    return await api.server.ctx.storage.signedPutUrl(key, new Date(Date.now() + api.server.ctx.settings.storage.uploadUrlTtlSeconds * 1000));
  } finally {
    vi.useRealTimers();
  }
}

/** The URL with its expiry pushed a week out and its signature kept, as whoever holds it might try. */
function expiryPushedOut(api: TestServer, url: string): string {
  const forged = new URL(url, api.origin);
  const week = 7 * 24 * 3600;
  if (forged.searchParams.has('X-Amz-Expires')) forged.searchParams.set('X-Amz-Expires', String(week));
  else forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + week));
  return forged.href;
}

/** A PUT whose first bytes go now and the rest on `finish`, as a slow connection sends them. */
function streamingPut(url: string, first: Uint8Array): { finish(rest: Uint8Array): Promise<Answer> } {
  let more!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      more = controller;
      controller.enqueue(first);
    },
  });
  const answer = fetch(url, { method: 'PUT', body, duplex: 'half', headers: { 'content-type': 'application/octet-stream' } } as RequestInit);
  return {
    async finish(rest) {
      more.enqueue(rest);
      more.close();
      const response = await answer;
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
    },
  };
}

function s3ErrorCode(answer: Answer): string | undefined {
  return /<Code>([^<]+)<\/Code>/.exec(answer.text)?.[1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
