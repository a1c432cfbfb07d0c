import { useTranslation } from 'react-i18next';
import { isRtl, LANGUAGE_CODES, type LanguageCode } from '@folio/contracts';

/** The reading direction of the current interface language, for components that need it in JS. */
export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  const code = (LANGUAGE_CODES as readonly string[]).includes(i18n.language) ? (i18n.language as LanguageCode) : 'en';
  return isRtl(code) ? 'rtl' : 'ltr';
}
