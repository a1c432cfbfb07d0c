import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createProject, createUser, makePro, md5, ok, PNG, putUpload, upload, type TestUser } from './helpers/workspace.ts';

/**
 * Issue 16: a large image is cut down once, at upload/bind. The editor, thumbnails and exports
 * get a copy at most 4,096 px on its long side; `?download=1` still gives the uploaded bytes.
 */

let images: { drawing: Buffer; photo: Buffer; broken: Buffer };

beforeAll(async () => {
  images = { drawing: await drawing(), photo: await photo(), broken: await brokenPng() };
});

describe.each(databases)('display copies on %s', (kind) => {
  const api = useTestServer(kind);

  it('shows a 10,000-px PNG at 4,096 px with its transparency, downloads the original, and leaves a small image as it is', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const big = await upload(api, ada, images.drawing, 'poster.png');
    expect(big).toMatchObject({ mime: 'image/png', size: images.drawing.length, hash: md5(images.drawing) });

    const shown = await fetchFile(api, `/files/${big.key}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(await sharp(shown.bytes).metadata()).toMatchObject({ format: 'png', width: 4096, height: 4096, hasAlpha: true });

    const original = await fetchFile(api, `/files/${big.key}?download=1`);
    expect(md5(original.bytes)).toBe(md5(images.drawing));
    expect(original.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''poster.png");

    const dot = await upload(api, ada, PNG, 'dot.png');
    expect(md5((await fetchFile(api, `/files/${dot.key}`)).bytes)).toBe(md5(PNG));
  });

  it('shows a sideways 6,000 × 4,000 photo upright at 4,096 px, still a JPEG', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const bound = await upload(api, ada, images.photo, 'camera.jpg', 'image/jpeg');
    const shown = await fetchFile(api, `/files/${bound.key}`);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    const copy = await sharp(shown.bytes).metadata();
    expect(copy).toMatchObject({ format: 'jpeg', width: 2731, height: 4096 });
    expect(copy.orientation ?? 1).toBe(1);
    expect(md5((await fetchFile(api, `/files/${bound.key}?download=1`)).bytes)).toBe(md5(images.photo));
  });

  it('refuses a PNG whose header is valid but whose pixels do not decode, with 6000 at bind, keeping nothing', async () => {
    const ada = await createUser(api, 'ada@example.com');
    expect(await sharp(images.broken).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    const { key } = await putUpload(api, ada, images.broken);
    const answer = await api.post('/api2/v1/upload/bind', { key, name: 'broken.png', hash: md5(images.broken) }, ada.token);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ code: 6000, message: 'This file type is not allowed to be uploaded.', data: null });
    expect(await api.db.query('select id from uploads')).toEqual([]);
    expect(await api.server.ctx.storage.exists(key)).toBe(false);
  });

  it('exports decks that draw large images from their display copies', async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const photo = await upload(api, ada, images.photo, 'camera.jpg', 'image/jpeg');
    const shown = (await fetchFile(api, `/files/${photo.key}`)).bytes;
    // A PDF embeds a JPEG's file as it is: the copy's bytes are in it, the original's are not.
    const pdf = await exported(api, ada, await deckDrawing(api, ada, photo.key), 'pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(shown)).toBe(true);
    expect(pdf.includes(images.photo)).toBe(false);

    const poster = await upload(api, ada, images.drawing, 'poster.png');
    const png = await exported(api, ada, await deckDrawing(api, ada, poster.key), 'image');
    expect(png.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
  });

  it("draws a deck's stored images in an export and reads nothing the deck names on the server's disk", async () => {
    const ada = await createUser(api, 'ada@example.com');
    await makePro(api, ada.id);
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const stored = await upload(api, ada, red, 'red.png');
    const onDisk = join(await mkdtemp(join(tmpdir(), 'folio-disk-')), 'red.png');
    await writeFile(onDisk, red);
    const image = (id: string, src: string) => ({ id, type: 'content', content: { kind: 'image', src, fit: 'fill' } });
    const doc = { pages: [{ id: 'p1', layout: { id: 'r', type: 'row', children: [image('left', `/files/${stored.key}`), image('right', onDisk), image('up', `../../${onDisk}`)] } }] };
    const png = await exported(api, ada, Number((await createProject(api, ada, { doc })).id), 'image');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const isRed = (x: number) => {
      const at = (Math.round(info.height / 2) * info.width + Math.round(x * info.width)) * info.channels;
      return data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! < 60;
    };
    expect([isRed(1 / 6), isRed(3 / 6), isRed(5 / 6)]).toEqual([true, false, false]);
  });
});

/** 10,000 × 10,000 with transparency: a blown-up 100 × 100 tile of noise, under the 20 MB image limit. */
async function drawing(): Promise<Buffer> {
  return sharp(await noise(100, 100, 4)).resize(10_000, 10_000, { kernel: 'nearest' }).png({ compressionLevel: 2 }).toBuffer();
}

/** 6,000 × 4,000 as the sensor stored it, with the EXIF orientation of a camera held upright (rotate 90°). */
async function photo(): Promise<Buffer> {
  return sharp(await noise(60, 40, 3)).resize(6000, 4000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** A real PNG's signature and header, with its image data scrambled (and the chunk's checksum made to match). */
async function brokenPng(): Promise<Buffer> {
  const png = await noise(300, 200, 3);
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      for (let i = at + 10; i < at + 8 + length; i++) png[i] = (i * 37) & 0xff;
      png.writeUInt32BE(crc32(png.subarray(at + 4, at + 8 + length)), at + 8 + length);
      return png;
    }
    at += 12 + length;
  }
  throw new Error('sharp wrote a PNG without image data');
}

async function noise(width: number, height: number, channels: 3 | 4): Promise<Buffer> {
  return sharp({ create: { width, height, channels, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
}

async function fetchFile(api: TestServer, path: string): Promise<{ headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${api.url}${path}`);
  expect(response.status, path).toBe(200);
  return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function deckDrawing(api: TestServer, user: TestUser, key: string): Promise<number> {
  const doc = { pages: [{ id: 'p1', layout: { id: 'r', type: 'row', children: [{ id: 'c', type: 'content', content: { kind: 'image', src: `/files/${key}` } }] } }] };
  return Number((await createProject(api, user, { doc })).id);
}

/** Posts an export and answers the finished file's bytes. */
async function exported(api: TestServer, user: TestUser, projectId: number, type: 'pdf' | 'image'): Promise<Buffer> {
  const { taskId } = ok(await api.post('/api2/v1/export/post', { type, projectId }, user.token));
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const task = ok(await api.get(`/api2/v1/export/get?taskId=${taskId}`, user.token));
    if (task.status === 'pending') continue;
    expect(task.status).toBe('success');
    return Buffer.from(await (await fetch(new URL(task.url, api.origin))).arrayBuffer());
  }
  throw new Error(`export ${taskId} still pending after a minute`);
}
