import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/editor.ts';

/** The editor keeps its texts in its own namespace; its chunk waits for the reader's language, each language its own chunk. */
const EDITOR_NS = 'editor';

await addNamespace(EDITOR_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/editor.ts', '!../i18n/locales/en/*.ts']));

export function useEditorT() {
  return useTranslation(EDITOR_NS).t;
}
