import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, writeLocal } from '../spec/storage.ts';
import { htmlLang, isLanguageChoice, isRtl, type LanguageChoice, type LanguageCode } from './languages.ts';
import en from './locales/en.ts';
import type { Translations } from './translations.ts';

/** Each language is its own chunk: a visitor downloads English plus the one they read. */
const loaders = import.meta.glob<{ default: Translations }>(['./locales/*.ts', '!./locales/en.ts']);

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
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
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const load = loaders[`./locales/${code}.ts`];
    if (!load) throw new Error(`Failed to fetch language data for ${code}`);
    i18next.addResourceBundle(code, 'translation', (await load()).default);
  }
  await i18next.changeLanguage(code);
  applyDirection(code);
}

function applyDirection(code: LanguageCode): void {
  document.documentElement.lang = htmlLang(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export { i18next };
