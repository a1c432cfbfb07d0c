import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/i18n.ts';
import en from './en.ts';

/** The deck checks keep their texts in their own namespace, loaded like the editor's. */
const CHECKS_NS = 'deckChecks';

await addNamespace(CHECKS_NS, en, import.meta.glob<{ default: object }>('./locales/*.ts'));

export function useChecksT() {
  return useTranslation(CHECKS_NS).t;
}
