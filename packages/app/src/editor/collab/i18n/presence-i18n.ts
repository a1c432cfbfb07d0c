import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/i18n.ts';
import en from './en.ts';

/** Who else is in the deck: texts in their own namespace, loaded like the editor's. */
const PRESENCE_NS = 'presence';

await addNamespace(PRESENCE_NS, en, import.meta.glob<{ default: object }>('./locales/*.ts'));

export function usePresenceT() {
  return useTranslation(PRESENCE_NS).t;
}
