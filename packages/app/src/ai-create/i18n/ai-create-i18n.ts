import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n.ts';
import en from './en.ts';

/** The AI creation screens keep their texts in their own namespace, added once when their chunk loads. */
const AI_CREATE_NS = 'aiCreate';

if (!i18next.hasResourceBundle('en', AI_CREATE_NS)) i18next.addResourceBundle('en', AI_CREATE_NS, en);

export function useAiCreateT() {
  return useTranslation(AI_CREATE_NS).t;
}
