import { isTestHost } from '../spec/instance.ts';
import { readSession, writeSession } from '../spec/storage.ts';
import { track, type EventProps } from './track.ts';

/** §4: the once-per-session marker that campaign tracking was sent (sessionStorage `iart_campaign_tracked`). */
export const CAMPAIGN_MARKER = 'campaign_tracked';

/** §2 carried campaign parameters, under their §3 referral-and-tracking names. */
const CAMPAIGN_PARAMS: Record<string, string> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  r: 'inviteCode',
  channel: 'channel',
};
/** What the server keeps of one property value. */
const MAX_VALUE = 200;

/** The campaign an address arrived with, or null when it carries none of the parameters. */
export function campaignProps(search: string, referrer: string): EventProps | null {
  const params = new URLSearchParams(search);
  const props: EventProps = {};
  for (const [param, prop] of Object.entries(CAMPAIGN_PARAMS)) {
    const value = params.get(param)?.trim();
    if (value) props[prop] = value.slice(0, MAX_VALUE);
  }
  if (Object.keys(props).length === 0) return null;
  if (referrer) props.documentReferrer = referrer.slice(0, MAX_VALUE);
  return props;
}

/**
 * Sends one `campaign` event for the first address of a browser session that carries campaign
 * parameters. The parameters stay on every internal link (§2), so without the marker each page
 * of the visit would count the campaign again. §7: only a production build on a real host counts.
 */
export function recordCampaignArrival(): void {
  if (!import.meta.env.PROD || isTestHost() || readSession(CAMPAIGN_MARKER)) return;
  const props = campaignProps(location.search, document.referrer);
  if (!props) return;
  writeSession(CAMPAIGN_MARKER, '1');
  track('campaign', props);
}
