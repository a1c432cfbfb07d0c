import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../i18n/i18n.ts';
import en from './en.ts';

/** The AI settings texts keep their own namespace; each language is its own chunk, loaded before the screen shows. */
const AI_SETTINGS_NS = 'aiSettings';

await addNamespace(AI_SETTINGS_NS, en, import.meta.glob<{ default: object }>('./locales/*.ts'));

export function useAiSettingsT() {
  return useTranslation(AI_SETTINGS_NS).t;
}
