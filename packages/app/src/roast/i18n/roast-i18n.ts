import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from './en.ts';

/** The deck roast keeps its texts in its own namespace, loaded with its screen. */
const ROAST_NS = 'roast';

await addNamespace(ROAST_NS, en, import.meta.glob<{ default: object }>('./locales/*.ts'));

export function useRoastT() {
  return useTranslation(ROAST_NS).t;
}
