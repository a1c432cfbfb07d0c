import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n.ts';
import en from './ai-en.ts';

/** The AI tools keep their texts in their own namespace, beside the editor's. */
const AI_NS = 'editorAi';

if (!i18next.hasResourceBundle('en', AI_NS)) i18next.addResourceBundle('en', AI_NS, en);

export function useAiT() {
  return useTranslation(AI_NS).t;
}

export const aiT = i18next.getFixedT(null, AI_NS);
