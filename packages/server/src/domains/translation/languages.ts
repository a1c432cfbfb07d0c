/** PRODUCT.md §3 languages by service id: the names a translation URL may use ('auto' is not one). */
const SERVICE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'id', 'hi', 'iw', 'ur', 'ar', 'fa'] as const;
export type ServiceLanguage = (typeof SERVICE_LANGUAGES)[number];

export function isServiceLanguage(value: string): value is ServiceLanguage {
  return (SERVICE_LANGUAGES as readonly string[]).includes(value);
}
