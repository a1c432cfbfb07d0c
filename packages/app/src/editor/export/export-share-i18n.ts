import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n.ts';
import en from './export-share-en.ts';

/**
 * The Export and Share dialogs' namespace. English only for now: without locale files every
 * language falls back to these texts (i18next's fallbackLng) instead of failing to load a bundle.
 */
const SHARE_NS = 'editorShare';

if (!i18next.hasResourceBundle('en', SHARE_NS)) i18next.addResourceBundle('en', SHARE_NS, en);

export function useShareT() {
  return useTranslation(SHARE_NS).t;
}

export const SHARE_TEXTS: readonly string[] = en.share.texts;
