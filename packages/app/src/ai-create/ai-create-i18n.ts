import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/aiCreate.ts';

/** The AI creation screens keep their texts in their own namespace; their chunk waits for the reader's language, each language its own chunk. */
const AI_CREATE_NS = 'aiCreate';

await addNamespace(AI_CREATE_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/aiCreate.ts', '!../i18n/locales/en/*.ts']));

export function useAiCreateT() {
  return useTranslation(AI_CREATE_NS).t;
}
