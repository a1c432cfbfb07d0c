import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/present.ts';

/** Present mode keeps its texts in its own namespace, loaded like the editor's. */
const PRESENT_NS = 'present';

await addNamespace(PRESENT_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/present.ts', '!../../i18n/locales/en/*.ts']));

export function usePresentT() {
  return useTranslation(PRESENT_NS).t;
}
