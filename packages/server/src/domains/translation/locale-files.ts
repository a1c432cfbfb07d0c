import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LanguageCode } from '@folio/contracts';

/** The app's own texts (TRANSLATIONS_DIR's default), from src/ and dist/ alike. */
const APP_LOCALES = fileURLToPath(new URL('../../../../app/src/i18n/locales', import.meta.url));
/** The app's texts as JSON, which scripts/build-node.mjs writes beside the built server (dist/app-locales). */
const BUILT_LOCALES = fileURLToPath(new URL('../../app-locales', import.meta.url));

/** Every text of a language by its dotted i18next key ('common.close' → 'Close'). */
export type FlatTexts = Map<string, string>;

/**
 * The app's i18next resources for a language, read from TRANSLATIONS_DIR when asked, so texts
 * edited while the server runs are served at once. `<lang>.json` is read as JSON; `<lang>.ts`
 * (how the app keeps them) is imported under its modification time, so a changed file is a
 * new module; the built server reads the app's own from the build's JSON unless the file
 * changed after it. Undefined when the language has no file yet.
 */
export async function readLocale(dir: string, language: LanguageCode): Promise<FlatTexts | undefined> {
  const json = await modified(join(dir, `${language}.json`));
  if (json !== undefined) return flatten(JSON.parse(await readFile(join(dir, `${language}.json`), 'utf8')));
  const module = join(dir, `${language}.ts`);
  const version = await modified(module);
  if (version === undefined) return undefined;
  const built = join(BUILT_LOCALES, `${language}.json`);
  if (resolve(dir) === APP_LOCALES && ((await modified(built)) ?? -1) >= version) return flatten(JSON.parse(await readFile(built, 'utf8')));
  const loaded = (await importTypeScript(`${pathToFileURL(module).href}?modified=${version}`)) as { default: unknown };
  return flatten(loaded.default);
}

/** The built server runs without tsx's loader: it then imports the app's TypeScript through tsx's own, for that file only. */
async function importTypeScript(url: string): Promise<unknown> {
  try {
    return await import(url);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(url, import.meta.url);
  }
}

async function modified(path: string): Promise<number | undefined> {
  try {
    return Math.floor((await stat(path)).mtimeMs);
  } catch {
    return undefined;
  }
}

function flatten(value: unknown, prefix = '', into: FlatTexts = new Map()): FlatTexts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
