import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/forcegraph.ts';

/** The force-graph maker keeps its texts in its own namespace, loaded with its screen. */
const FORCEGRAPH_NS = 'forcegraph';

await addNamespace(FORCEGRAPH_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/forcegraph.ts', '!../i18n/locales/en/*.ts']));

export function useForceGraphT() {
  return useTranslation(FORCEGRAPH_NS).t;
}
