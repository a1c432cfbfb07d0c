import { useTranslation } from 'react-i18next';
import { addNamespace, i18next } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/editorAi.ts';

/** The AI tools keep their texts in their own namespace, beside the editor's, loaded the same way. */
export const AI_NS = 'editorAi';

await addNamespace(AI_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/editorAi.ts', '!../../i18n/locales/en/*.ts']));

export function useAiT() {
  return useTranslation(AI_NS).t;
}

export const aiT = i18next.getFixedT(null, AI_NS);
