import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/shareAccess.ts';

/** The share page and the Share dialog's access and statistics texts, loaded like the editor's namespaces. */
export const SHARE_ACCESS_NS = 'shareAccess';

await addNamespace(SHARE_ACCESS_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/shareAccess.ts', '!../../i18n/locales/en/*.ts']));

export function useShareAccessT() {
  return useTranslation(SHARE_ACCESS_NS).t;
}
