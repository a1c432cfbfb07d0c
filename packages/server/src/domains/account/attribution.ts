import { z } from 'zod';

const Text = z.string().max(2048).optional();

/**
 * PRODUCT.md §3 "Referral and tracking info", sent as flat fields next to the sign-up (and
 * Google sign-in) fields and kept on the user as given.
 */
export const AttributionFields = {
  utmSource: Text,
  utmMedium: Text,
  utmCampaign: Text,
  utmTerm: Text,
  utmContent: Text,
  documentReferrer: Text,
  campaignCode: Text,
  inviteType: z.enum(['invite_code', 'content_share']).optional(),
  channel: Text,
  refLinkUrl: Text,
  userAgent: Text,
  inviteeFingerprintId: Text,
  fromProject: Text,
};

const ATTRIBUTION_KEYS = Object.keys(AttributionFields);

/** The attribution part of a parsed body, without absent fields. */
export function pickAttribution(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => ATTRIBUTION_KEYS.includes(key) && typeof value === 'string')) as Record<string, string>;
}
