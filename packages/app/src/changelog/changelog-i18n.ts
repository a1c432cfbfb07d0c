import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/changelog.ts';

/** What's new keeps its texts in its own namespace, loaded like the deck checks'. */
const CHANGELOG_NS = 'changelog';

await addNamespace(CHANGELOG_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/changelog.ts', '!../i18n/locales/en/*.ts']));

export function useChangelogT() {
  return useTranslation(CHANGELOG_NS).t;
}
