import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './helpers/test-server.ts';

const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures');
const appDir = await mkdtemp(join(tmpdir(), 'folio-app-'));
await mkdir(join(appDir, 'assets'));
await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Folio</title>');
await writeFile(join(appDir, 'assets/app-1234.js'), 'console.log("app")');

describe.each(databases)('serving the app on %s', (kind) => {
  const api = useTestServer(kind, { staticFiles: { appDir, fixturesDir: FIXTURES_DIR } });

  it('serves the app shell at / and for every client-side route', async () => {
    for (const path of ['/', '/workspace', '/presentation/12', '/share/42?r=abc']) {
      const answer = await api.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain('<title>Folio</title>');
    }
  });

  it('serves built assets with long-lived caching', async () => {
    const answer = await api.get('/assets/app-1234.js');
    expect(answer.text).toBe('console.log("app")');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the renderer fonts and refuses other paths under /fonts/', async () => {
    const font = await api.request('/fonts/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', { method: 'HEAD' });
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect(await rawStatus(api.server.port, '/fonts/../../package.json')).toBe(404);
    expect((await api.get('/fonts/@expo-google-fonts/inter/package.json')).status).toBe(404);
  });

  it('lists the fixture decks and serves them', async () => {
    const list = await api.get('/fixtures/decks/');
    expect(JSON.parse(list.text)).toContain('every-block');
    const deck = await api.get('/fixtures/decks/minimal.json');
    expect(deck.status).toBe(200);
    expect(deck.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await rawStatus(api.server.port, '/fixtures/../package.json')).toBe(404);
    expect(await rawStatus(api.server.port, '/fixtures/%2e%2e/package.json')).toBe(404);
  });

  it('keeps the API answering in the envelope next to the app', async () => {
    expect((await api.get('/api2/v1/unknown')).body).toMatchObject({ code: -4 });
    expect((await api.request('/workspace', { method: 'POST' })).status).toBe(405);
  });
});

/** fetch normalises `..` away; node:http sends the path as written, like an attacker would. */
function rawStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}
