/** PRODUCT.md §3 Languages: the service ids of the interface languages, in the spec's order. */
export const LANGUAGE_CODES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'id', 'hi', 'iw', 'ur', 'ar', 'fa'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** What a generation may ask for: a §3 language, or 'auto' ("don't translate": the request's own language). */
export const LANGUAGE_IDS = ['auto', ...LANGUAGE_CODES] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

/** §3: hebrew, urdu, arabic and persian read right to left. */
export const RTL_LANGUAGES: ReadonlySet<LanguageId> = new Set(['iw', 'ur', 'ar', 'fa']);

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value ?? '');
}

export function isRtl(code: LanguageId): boolean {
  return RTL_LANGUAGES.has(code);
}
