import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/editorShare.ts';

/** The Export and Share dialogs and the shared view keep their texts in their own namespace, loaded like the editor's. */
export const SHARE_NS = 'editorShare';

await addNamespace(SHARE_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/editorShare.ts', '!../../i18n/locales/en/*.ts']));

export function useShareT() {
  return useTranslation(SHARE_NS).t;
}
