import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/aiSettings.ts';

/** The AI settings texts keep their own namespace; each language is its own chunk, loaded before the screen shows. */
const AI_SETTINGS_NS = 'aiSettings';

await addNamespace(AI_SETTINGS_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/aiSettings.ts', '!../i18n/locales/en/*.ts']));

export function useAiSettingsT() {
  return useTranslation(AI_SETTINGS_NS).t;
}
