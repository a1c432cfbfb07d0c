import { isLanguageCode, type LanguageCode } from '@folio/contracts';

/**
 * PRODUCT.md §3 languages: id, display name (in the language itself, so anyone finds theirs),
 * and service id (the codes themselves are @folio/contracts'). `auto` keeps the untranslated default (English).
 */
export interface Language {
  id: string;
  name: string;
  code: LanguageCode;
}

export type LanguageChoice = LanguageCode | 'auto';

export const LANGUAGES: readonly Language[] = [
  { id: 'english', name: 'English', code: 'en' },
  { id: 'french', name: 'Français', code: 'fr' },
  { id: 'deutsch', name: 'Deutsch', code: 'de' },
  { id: 'spanish', name: 'Español', code: 'es' },
  { id: 'italian', name: 'Italiano', code: 'it' },
  { id: 'portuguese', name: 'Português', code: 'pt' },
  { id: 'russian', name: 'Русский', code: 'ru' },
  { id: 'turkish', name: 'Türkçe', code: 'tr' },
  { id: 'chinese_simplified', name: '简体中文', code: 'zh-CN' },
  { id: 'chinese_traditional', name: '繁體中文', code: 'zh-TW' },
  { id: 'japanese', name: '日本語', code: 'ja' },
  { id: 'korean', name: '한국어', code: 'ko' },
  { id: 'thai', name: 'ไทย', code: 'th' },
  { id: 'vietnamese', name: 'Tiếng Việt', code: 'vi' },
  { id: 'indonesian', name: 'Bahasa Indonesia', code: 'id' },
  { id: 'hindi', name: 'हिन्दी', code: 'hi' },
  { id: 'hebrew', name: 'עברית', code: 'iw' },
  { id: 'urdu', name: 'اردو', code: 'ur' },
  { id: 'arabic', name: 'العربية', code: 'ar' },
  { id: 'persian', name: 'فارسی', code: 'fa' },
];

export function isLanguageChoice(value: string | null | undefined): value is LanguageChoice {
  return value === 'auto' || isLanguageCode(value);
}

/** The HTML `lang` of a service id: `iw` is the legacy code for Hebrew. */
export function htmlLang(code: LanguageCode): string {
  return code === 'iw' ? 'he' : code;
}
