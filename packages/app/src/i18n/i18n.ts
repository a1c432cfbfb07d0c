import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, writeLocal } from '../spec/storage.ts';
import { htmlLang, isLanguageChoice, type LanguageChoice } from './languages.ts';
import { isRtl, type LanguageCode } from '@folio/contracts';
import en from './locales/en/app.ts';

/** The app shell's namespace; every namespace is named after the part of the app it holds the texts of. */
const APP_NS = 'app';

/**
 * A namespace's languages as `import.meta.glob` lists them in the one locale tree,
 * `…/i18n/locales/<code>/<namespace>.ts` → its chunk, English left out (it comes bundled
 * with the screen). Each screen's module lists its own, so the list travels in the screen's
 * chunk rather than in the app shell every visitor downloads.
 */
export type LocaleLoaders = Record<string, () => Promise<{ default: object }>>;

/** Namespaces in use and their languages: a language switch brings the texts of every screen opened so far. */
const namespaces = new Map<string, LocaleLoaders>([[APP_NS, import.meta.glob<{ default: object }>(['./locales/*/app.ts', '!./locales/en/*.ts'])]]);

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [APP_NS],
    defaultNS: APP_NS,
    resources: { en: { [APP_NS]: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const initial = chosenLanguage(null);
  if (initial !== 'auto' && initial !== 'en') await applyLanguage(initial);
  else applyDirection('en');
}

/** The stored choice: per user once signed in, else this browser's last one; the URL's `language` wins. */
export function chosenLanguage(userId: number | null): LanguageChoice {
  const fromUrl = new URLSearchParams(location.search).get('language');
  if (isLanguageChoice(fromUrl)) return fromUrl;
  const stored = (userId !== null ? readLocal(`language_${userId}`) : null) ?? readLocal('language');
  return isLanguageChoice(stored) ? stored : 'auto';
}

export function rememberLanguage(choice: LanguageChoice, userId: number | null): void {
  writeLocal('language', choice);
  if (userId !== null) writeLocal(`language_${userId}`, choice);
}

/** Loads the language's texts if needed, switches i18next and flips the page direction. */
export async function applyLanguage(choice: LanguageChoice): Promise<void> {
  const code: LanguageCode = choice === 'auto' ? 'en' : choice;
  await Promise.all([...namespaces].map(([ns, nsLoaders]) => loadBundle(code, ns, nsLoaders)));
  await i18next.changeLanguage(code);
  applyDirection(code);
}

/**
 * Adds a screen's namespace: English at once, the current language before the call resolves
 * (its chunk awaits it, so the screen never shows English first), later languages on switching.
 */
export async function addNamespace(ns: string, english: object, nsLoaders: LocaleLoaders): Promise<void> {
  if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, english);
  namespaces.set(ns, nsLoaders);
  const current = i18next.language;
  // §8: a bundle that fails to load is logged and the screen opens in English rather than not at all.
  if (current && current !== 'en') await loadBundle(current, ns, nsLoaders).catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
}

async function loadBundle(code: string, ns: string, nsLoaders: LocaleLoaders): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, ns)) return;
  // The glob's keys are relative to the module that listed them; the tree's last two steps are the same from anywhere.
  const load = Object.entries(nsLoaders).find(([path]) => path.endsWith(`/locales/${code}/${ns}.ts`))?.[1];
  if (!load) throw new Error(`Failed to fetch language data for ${code}`);
  i18next.addResourceBundle(code, ns, (await load()).default);
}

function applyDirection(code: LanguageCode): void {
  document.documentElement.lang = htmlLang(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export { i18next };
