import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import en from './locales/en.ts';

/** Keys whose text may read the same as English: proper nouns and loanwords used as is. */
const MAY_MATCH_ENGLISH = new Set(['userMenu.pro', 'nav.beta', 'account.avatar', 'auth.password']);

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

/** `{{name}}` placeholders and `<tag>` markers a translation must keep. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
}

const locales = import.meta.glob<{ default: object }>('./locales/*.ts', { eager: true });
const english = flatten(en);
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('interface translations', () => {
  it('exist for every language of the spec and no other', () => {
    const files = Object.keys(locales).map((path) => path.replace(/^\.\/locales\/|\.ts$/g, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const code of others) {
    describe(code, () => {
      const translated = flatten(locales[`./locales/${code}.ts`]?.default ?? {});

      it('has every English key and no extra one', () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('is translated rather than copied from English', () => {
        const copied = [...english].filter(([key, text]) => translated.get(key) === text && !MAY_MATCH_ENGLISH.has(key)).map(([key]) => key);
        expect(copied).toEqual([]);
      });

      it('keeps the placeholders and links of each text', () => {
        const broken = [...english].filter(([key, text]) => JSON.stringify(markers(translated.get(key) ?? '')) !== JSON.stringify(markers(text))).map(([key]) => key);
        expect(broken).toEqual([]);
      });
    });
  }
});
