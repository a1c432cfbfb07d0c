/**
 * What differs between Folio instances, set at build time by whoever hosts one. An instance
 * without a community page or a guide hides their entries rather than linking nowhere.
 */
export const instance = {
  communityUrl: import.meta.env.VITE_FOLIO_COMMUNITY_URL as string | undefined,
  guideUrl: import.meta.env.VITE_FOLIO_GUIDE_URL as string | undefined,
  /** §9 gift offer: where someone who cancelled books the interview that earns a $20 gift card. */
  interviewUrl: import.meta.env.VITE_FOLIO_INTERVIEW_URL as string | undefined,
  /** §9 support chat: a live chat for staffed hours and a booking link for the rest (support-chat.ts). */
  supportChatUrl: import.meta.env.VITE_FOLIO_SUPPORT_CHAT_URL as string | undefined,
  supportBookingUrl: import.meta.env.VITE_FOLIO_SUPPORT_BOOKING_URL as string | undefined,
};

/** §2: the Diagram entry is hidden on test hosts, whatever the flag says. */
export function isTestHost(hostname = location.hostname): boolean {
  return /(^|[.-])test([.-]|$)/.test(hostname);
}
