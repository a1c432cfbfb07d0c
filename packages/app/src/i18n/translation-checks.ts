import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@folio/contracts';

/** A namespace's language files as an eager `import.meta.glob('./locales/*.ts')` lists them. */
export type LocaleModules = Record<string, { default: object }>;

export interface NamespaceUnderTest {
  name: string;
  english: object;
  locales: LocaleModules;
  /** Keys whose text may read the same as English in every language: proper nouns and loanwords used as is. */
  mayMatchEnglish?: readonly string[];
  /** The same, per language: words the language borrowed from English or shares with it. */
  mayMatchEnglishIn?: Partial<Record<string, readonly string[]>>;
}

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

const others = LANGUAGE_CODES.filter((code) => code !== 'en');

function codeOf(path: string): string {
  return path.replace(/^.*\/locales\/|\.ts$/g, '');
}

/** The checks every translated namespace passes: the spec's languages, English's keys, texts translated, markers kept. */
export function describeTranslations({ name, english, locales, mayMatchEnglish = [], mayMatchEnglishIn = {} }: NamespaceUnderTest): void {
  const englishTexts = flatten(english);
  const byCode = new Map(Object.entries(locales).map(([path, module]) => [codeOf(path), module.default]));

  describe(`${name} translations`, () => {
    it('exist for every language of the spec and no other', () => {
      expect([...byCode.keys()].filter((code) => code !== 'en').sort()).toEqual([...others].sort());
    });

    for (const code of others) {
      describe(code, () => {
        const translated = flatten(byCode.get(code) ?? {});
        const allowed = new Set([...mayMatchEnglish, ...(mayMatchEnglishIn[code] ?? [])]);

        it('has every English key and no extra one', () => {
          expect([...translated.keys()].sort()).toEqual([...englishTexts.keys()].sort());
        });

        it('is translated rather than copied from English', () => {
          const copied = [...englishTexts].filter(([key, text]) => translated.get(key) === text && !allowed.has(key)).map(([key]) => key);
          expect(copied).toEqual([]);
        });

        it('keeps the placeholders and links of each text', () => {
          const broken = [...englishTexts].filter(([key, text]) => JSON.stringify(markers(translated.get(key) ?? '')) !== JSON.stringify(markers(text))).map(([key]) => key);
          expect(broken).toEqual([]);
        });
      });
    }
  });
}
