import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n.ts';
import en from './en.ts';

/** The editor keeps its texts in its own namespace, added once when the editor chunk loads. */
const EDITOR_NS = 'editor';

if (!i18next.hasResourceBundle('en', EDITOR_NS)) i18next.addResourceBundle('en', EDITOR_NS, en);

export function useEditorT() {
  return useTranslation(EDITOR_NS).t;
}
