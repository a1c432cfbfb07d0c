import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/history.ts';

/** The version history keeps its texts in its own namespace, loaded like the editor's. */
const HISTORY_NS = 'history';

await addNamespace(HISTORY_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/history.ts', '!../../i18n/locales/en/*.ts']));

export function useHistoryT() {
  return useTranslation(HISTORY_NS);
}
