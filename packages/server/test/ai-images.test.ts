import { createHash } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { loadSettings } from '../src/settings.ts';
import { signIn } from './helpers/accounts.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';

const GENERATE = '/api2/v1/ai/image/generate';

/** The bytes a generated image's url serves, with its type. */
export async function download(api: TestServer, url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${api.server.port}${url}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** How many distinct colours a coarse sample of the picture has: a flat fill has one, noise has hundreds. */
async function colourStats(bytes: Buffer): Promise<{ distinct: number; width: number; height: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  const canvas = createCanvas(32, 32);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, 32, 32);
  const data = ctx.getImageData(0, 0, 32, 32).data;
  const colours = new Set<string>();
  for (let at = 0; at < data.length; at += 4) colours.add(`${data[at]! >> 4},${data[at + 1]! >> 4},${data[at + 2]! >> 4}`);
  return { distinct: colours.size, width: image.width, height: image.height };
}

describe.each(databases)('AI images on %s', (kind) => {
  const api = useTestServer(kind);

  test('an offline image is a PNG served from its url, kept as the user’s upload, the same for the same prompt and theme', async () => {
    const token = await signIn(api);
    const first = await api.post(GENERATE, { prompt: 'A calm ocean at dawn', themeId: 'sunlit', width: 800, height: 450 }, token);
    expect(first.body?.code).toBe(200);
    const [image] = first.body!.data.images;
    expect(image).toMatchObject({ width: 800, height: 450, url: `/files/${image.key}` });
    const served = await download(api, image.url);
    expect(served.type).toBe('image/png');
    const stats = await colourStats(served.bytes);
    expect(stats).toMatchObject({ width: 800, height: 450 });
    expect(stats.distinct, 'a composition, not a flat fill').toBeGreaterThan(8);
    const [upload] = await api.db.query<{ id: number; mime: string; source_type: string; name: string }>('select id, mime, source_type, name from uploads where key = $1', [image.key]);
    expect(upload).toMatchObject({ id: image.id, mime: 'image/png', source_type: 'normal', name: 'a-calm-ocean-at-dawn.png' });

    const again = await api.post(GENERATE, { prompt: 'A calm ocean at dawn', themeId: 'sunlit', width: 800, height: 450 }, token);
    const repeat = again.body!.data.images[0];
    expect(repeat.key, 'a new file each time').not.toBe(image.key);
    expect(sha((await download(api, repeat.url)).bytes)).toBe(sha(served.bytes));

    const dark = await api.post(GENERATE, { prompt: 'A calm ocean at dawn', themeId: 'dark-matter', width: 800, height: 450 }, token);
    expect(sha((await download(api, dark.body!.data.images[0].url)).bytes)).not.toBe(sha(served.bytes));
  });

  test('several images of one prompt are variations, each its own upload', async () => {
    const token = await signIn(api);
    const answer = await api.post(GENERATE, { prompt: 'Growth of a small business', count: 3, width: 320, height: 320 }, token);
    const images = answer.body!.data.images;
    expect(images).toHaveLength(3);
    const hashes = await Promise.all(images.map(async (image: { url: string }) => sha((await download(api, image.url)).bytes)));
    expect(new Set(hashes).size).toBe(3);
    expect(await api.db.query('select count(*)::int as count from uploads')).toEqual([{ count: 3 }]);
  });

  test("a custom theme's colours are used; someone else's theme does not exist; bad sizes are -2 and store nothing", async () => {
    const token = await signIn(api);
    const themes = await api.get('/api2/v1/theme/list', token);
    const base = themes.body!.data.find((theme: { id: string }) => theme.id === 'sunlit').json;
    const added = await api.post('/api2/v1/theme/add', { json: { ...base, id: 'mine', themeName: 'Mine', seedColor: '#00A0FF', background: { backgroundColor: '#101020' }, mode: 'dark' } }, token);
    expect(added.body?.code).toBe(200);
    const customId = added.body!.data.id as string;
    const custom = await api.post(GENERATE, { prompt: 'Network of ideas', themeId: customId, width: 256, height: 256 }, token);
    const builtin = await api.post(GENERATE, { prompt: 'Network of ideas', themeId: 'sunlit', width: 256, height: 256 }, token);
    expect(sha((await download(api, custom.body!.data.images[0].url)).bytes)).not.toBe(sha((await download(api, builtin.body!.data.images[0].url)).bytes));

    const eve = await signIn(api, 'eve@example.com');
    expect((await api.post(GENERATE, { prompt: 'x', themeId: customId }, eve)).body).toMatchObject({ code: -4 });
    for (const body of [{ prompt: 'x', width: 10 }, { prompt: 'x', count: 5 }, { prompt: '' }, { prompt: 'x', style: 'oil' }]) {
      expect((await api.post(GENERATE, body, eve)).body, JSON.stringify(body)).toMatchObject({ code: -2 });
    }
    expect(await api.db.query(`select count(*)::int as count from uploads u join users on users.id = u.owner_id where users.email = 'eve@example.com'`)).toEqual([{ count: 0 }]);
  });

  test('an enhanced prompt keeps the idea and adds style, lighting and the theme’s colours, the same each time', async () => {
    const token = await signIn(api);
    const light = await api.post(`${GENERATE}/enhance-prompt`, { prompt: 'a bakery delivering bread by bike', themeId: 'sunlit' }, token);
    expect(light.body?.code).toBe(200);
    const prompt = light.body!.data.prompt as string;
    expect(prompt.startsWith('a bakery delivering bread by bike, ')).toBe(true);
    expect(prompt).toMatch(/daylight/);
    expect(prompt).toMatch(/colour palette of .*orange|colour palette of .*cream/);
    expect((await api.post(`${GENERATE}/enhance-prompt`, { prompt: 'a bakery delivering bread by bike', themeId: 'sunlit' }, token)).body!.data.prompt).toBe(prompt);
    const dark = await api.post(`${GENERATE}/enhance-prompt`, { prompt: 'a bakery delivering bread by bike', themeId: 'dark-matter' }, token);
    expect(dark.body!.data.prompt).toMatch(/low-key lighting/);
  });

  test('image calls spend the daily allowance', async () => {
    const token = await signIn(api);
    await api.db.query(`insert into ai_usage (user_id, day, calls) select id, current_date, 30 from users`);
    expect((await api.post(GENERATE, { prompt: 'Sunrise' }, token)).body).toMatchObject({ code: 40201 });
    expect((await api.post(`${GENERATE}/enhance-prompt`, { prompt: 'Sunrise' }, token)).body).toMatchObject({ code: 40201 });
    expect(await api.db.query('select * from uploads')).toEqual([]);
  });
});

test('AI_IMAGE_MODEL is refused at start without the AI_BASE_URL server that runs it', () => {
  expect(() => loadSettings({ AI_IMAGE_MODEL: 'gpt-image-1' })).toThrow('AI_IMAGE_MODEL needs AI_BASE_URL');
  expect(loadSettings({ AI_IMAGE_MODEL: ' gpt-image-1 ', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_API_KEY: 'sk-local' }).ai.image).toEqual({ model: 'gpt-image-1', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-local' });
  expect(loadSettings({}).ai.image).toBeUndefined();
});
