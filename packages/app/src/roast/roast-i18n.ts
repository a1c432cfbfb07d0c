import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/roast.ts';

/** The deck roast keeps its texts in its own namespace, loaded with its screen. */
const ROAST_NS = 'roast';

await addNamespace(ROAST_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/roast.ts', '!../i18n/locales/en/*.ts']));

export function useRoastT() {
  return useTranslation(ROAST_NS).t;
}
