import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@folio/contracts';
import { SAME_AS_ENGLISH } from './same-as-english.ts';

/** The whole locale tree, `./locales/<code>/<namespace>.ts`: every namespace of the app in every language. */
const files = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });

const tree = new Map<string, Map<string, Map<string, string>>>();
for (const [path, module] of Object.entries(files)) {
  const [, code, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
  if (!code || !ns) throw new Error(`${path} is outside the locale layout`);
  if (!tree.has(ns)) tree.set(ns, new Map());
  tree.get(ns)?.set(code, flatten(module.default));
}

function flatten(tree: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value as object, path, into);
  }
  return into;
}

/** `{{name}}` placeholders and `<tag>` markers a translation must keep. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
}

const others = LANGUAGE_CODES.filter((code) => code !== 'en');
const namespaces = [...tree.keys()].sort();

it('allows English texts only in namespaces of the tree', () => {
  expect(Object.keys(SAME_AS_ENGLISH).filter((ns) => !tree.has(ns))).toEqual([]);
});

for (const ns of namespaces) {
  const byCode = tree.get(ns) ?? new Map<string, Map<string, string>>();
  const english = byCode.get('en') ?? new Map<string, string>();
  const { everywhere = [], in: byLanguage = {} } = SAME_AS_ENGLISH[ns] ?? {};

  describe(`the ${ns} namespace`, () => {
    it('is in every language of the spec and no other', () => {
      expect([...byCode.keys()].sort()).toEqual([...LANGUAGE_CODES].sort());
    });

    it('lets only English keys read as English', () => {
      const allowed = [...everywhere, ...Object.values(byLanguage).flatMap((keys) => keys ?? [])];
      expect(allowed.filter((key) => !english.has(key))).toEqual([]);
    });

    for (const code of others) {
      describe(code, () => {
        const translated = byCode.get(code) ?? new Map<string, string>();
        const allowed = new Set([...everywhere, ...(byLanguage[code] ?? [])]);

        it('has every English key and no extra one', () => {
          expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        });

        it('is translated rather than copied from English', () => {
          const copied = [...english].filter(([key, text]) => translated.get(key) === text && !allowed.has(key)).map(([key]) => key);
          expect(copied).toEqual([]);
        });

        it('keeps the placeholders and links of each text', () => {
          const broken = [...english].filter(([key, text]) => JSON.stringify(markers(translated.get(key) ?? '')) !== JSON.stringify(markers(text))).map(([key]) => key);
          expect(broken).toEqual([]);
        });
      });
    }
  });
}
