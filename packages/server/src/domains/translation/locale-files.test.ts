import { fileURLToPath } from 'node:url';
import type { LanguageCode } from '@folio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLocale } from './locale-files.ts';

const BUILD_SCRIPT = new URL('../../../../../scripts/build-app-locales.mjs', import.meta.url);
const BUILT = fileURLToPath(new URL('../../../dist/app-locales', import.meta.url));
const APP_LOCALE = (language: LanguageCode) => new URL(`../../../../app/src/i18n/locales/${language}/app.ts`, import.meta.url).href;

/** The app's texts by dotted key, as the app itself loads them. */
function flat(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key));
}

describe('the app texts the server serves translations from', () => {
  beforeAll(async () => {
    await ((await import(BUILD_SCRIPT.href)) as { buildAppLocales(): Promise<void> }).buildAppLocales();
  });

  it('are the texts of the app locale files, for every language', async () => {
    for (const language of ['en', 'de', 'ar', 'zh-CN', 'iw'] satisfies LanguageCode[]) {
      const app = ((await import(APP_LOCALE(language))) as { default: unknown }).default;
      expect(await readLocale(BUILT, language)).toEqual(new Map(flat(app)));
    }
  });
});
