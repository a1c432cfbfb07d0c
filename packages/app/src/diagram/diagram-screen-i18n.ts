import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/diagramScreen.ts';

/** The /diagram screen keeps its texts in its own namespace, loaded with the screen. */
const SCREEN_NS = 'diagramScreen';

await addNamespace(SCREEN_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/diagramScreen.ts', '!../i18n/locales/en/*.ts']));

export function useDiagramT() {
  return useTranslation(SCREEN_NS).t;
}
