import { readFile, utimes, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLocale } from './locale-files.ts';
import type { LanguageCode } from '@folio/contracts';

const APP_LOCALES = fileURLToPath(new URL('../../../../app/src/i18n/locales', import.meta.url));
const BUILD_SCRIPT = new URL('../../../../../scripts/build-node.mjs', import.meta.url);
const BUILT = new URL('../../../dist/domains/translation/locale-files.js', import.meta.url);
const BUILT_GERMAN = new URL('../../../dist/app-locales/de.json', import.meta.url);

describe('the app texts the built server reads', () => {
  let built: { readLocale: typeof readLocale };
  beforeAll(async () => {
    await ((await import(BUILD_SCRIPT.href)) as { ensureBuilt(): Promise<void> }).ensureBuilt();
    built = (await import(BUILT.href)) as typeof built;
  });

  it('are the texts of the app locale files, for every language', async () => {
    for (const language of ['en', 'de', 'ar', 'zh-CN', 'iw'] satisfies LanguageCode[]) {
      expect(await built.readLocale(APP_LOCALES, language)).toEqual(await readLocale(APP_LOCALES, language));
    }
  });

  it('come from the build while it is newer than the file, and from the file once that changed after it', async () => {
    const texts = await readFile(BUILT_GERMAN, 'utf8');
    try {
      await writeFile(BUILT_GERMAN, JSON.stringify({ common: { close: 'from the build' } }));
      expect((await built.readLocale(APP_LOCALES, 'de'))?.get('common.close')).toBe('from the build');
      await utimes(BUILT_GERMAN, new Date(0), new Date(0));
      expect((await built.readLocale(APP_LOCALES, 'de'))?.get('common.close')).toBe('Schließen');
    } finally {
      await writeFile(BUILT_GERMAN, texts);
    }
  });
});
