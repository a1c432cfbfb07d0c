import { useTranslation } from 'react-i18next';
import { addNamespace } from '../i18n/i18n.ts';
import en from '../i18n/locales/en/campaign.ts';

/** The blog-to-presentation screen keeps its texts in its own namespace, each language its own chunk. */
const CAMPAIGN_NS = 'campaign';

await addNamespace(CAMPAIGN_NS, en, import.meta.glob<{ default: object }>(['../i18n/locales/*/campaign.ts', '!../i18n/locales/en/*.ts']));

export function useCampaignT() {
  return useTranslation(CAMPAIGN_NS).t;
}
