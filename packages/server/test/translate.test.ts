import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/test-server.ts';

const dir = await mkdtemp(join(tmpdir(), 'folio-locales-'));

describe('the translation nomenclature', () => {
  beforeAll(async () => {
    await writeFile(join(dir, 'en.json'), JSON.stringify({ common: { close: 'Close', save: 'Save' }, toast: { line: 'One\tTwo\nThree' } }));
    await writeFile(join(dir, 'fr.json'), JSON.stringify({ common: { close: 'Fermer', save: 'Enregistrer' }, toast: { line: 'Un\tDeux\nTrois' } }));
    await writeFile(join(dir, 'de.json'), JSON.stringify({ common: { close: 'Schließen' } }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const api = useTestServer('pglite', { env: { TRANSLATIONS_DIR: dir } });

  it('serves key, source and target text per line, escaping tabs and line breaks', async () => {
    const answer = await api.get('/translate/en/fr.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe('common.close\tClose\tFermer\ncommon.save\tSave\tEnregistrer\ntoast.line\tOne\\tTwo\\nThree\tUn\\tDeux\\nTrois\n');
  });

  it('serves only the keys both languages have', async () => {
    expect((await api.get('/translate/en/de.txt')).text).toBe('common.close\tClose\tSchließen\n');
  });

  it('picks up a changed file without a restart', async () => {
    await writeFile(join(dir, 'fr.json'), JSON.stringify({ common: { close: 'Fermer !' } }));
    expect((await api.get('/translate/en/fr.txt')).text).toBe('common.close\tClose\tFermer !\n');
  });

  it('gives no lines for a listed language without texts yet', async () => {
    const answer = await api.get('/translate/en/ja.txt');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it('answers -4 with 404 for a language outside the list', async () => {
    for (const path of ['/translate/en/xx.txt', '/translate/auto/fr.txt', '/translate/en/..%2fen.txt', '/translate/en/fr.json']) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ code: -4, message: 'Data does not exist.', data: null });
    }
  });
});

describe('the translation nomenclature from the app', () => {
  const api = useTestServer('pglite');

  it('serves the app’s own English and German texts', async () => {
    const answer = await api.get('/translate/en/de.txt');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('common.close\tClose\tSchließen\n');
  });
});
