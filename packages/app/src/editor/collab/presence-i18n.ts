import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/presence.ts';

/** Who else is in the deck: texts in their own namespace, loaded like the editor's. */
const PRESENCE_NS = 'presence';

await addNamespace(PRESENCE_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/presence.ts', '!../../i18n/locales/en/*.ts']));

export function usePresenceT() {
  return useTranslation(PRESENCE_NS).t;
}
