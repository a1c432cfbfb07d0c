import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageCode } from '@folio/contracts';

/** Every text of a language by its dotted i18next key ('common.close' → 'Close'). */
export type FlatTexts = Map<string, string>;

/**
 * The app's i18next resources for a language, read from TRANSLATIONS_DIR's `<lang>.json` when
 * asked, so texts rebuilt while the server runs are served at once. Undefined when the
 * language has no file yet.
 */
export async function readLocale(dir: string, language: LanguageCode): Promise<FlatTexts | undefined> {
  try {
    return flatten(JSON.parse(await readFile(join(dir, `${language}.json`), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function flatten(value: unknown, prefix = '', into: FlatTexts = new Map()): FlatTexts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
