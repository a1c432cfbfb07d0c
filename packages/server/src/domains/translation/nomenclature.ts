import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLanguageCode } from '@folio/contracts';
import { readLocale } from './locale-files.ts';

/**
 * GET /translate/{source}/{target}.txt: the app's own texts as `key<TAB>source<TAB>target`
 * lines, one per key both languages define, so page translation keeps the app's wording.
 * Unknown languages are -4; a known language without texts yet gives no lines.
 */
export async function nomenclature(ctx: AppContext, source: string, target: string): Promise<string> {
  if (!isLanguageCode(source) || !isLanguageCode(target)) throw new AppError('NOT_FOUND');
  const [from, to] = await Promise.all([readLocale(ctx.settings.translationsDir, source), readLocale(ctx.settings.translationsDir, target)]);
  const lines: string[] = [];
  for (const [key, text] of from ?? []) {
    const translated = to?.get(key);
    if (translated !== undefined) lines.push(`${key}\t${field(text)}\t${field(translated)}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** Tabs and line breaks inside a text would break the line format: they are escaped. */
function field(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\r?\n/g, '\\n');
}
