import { readLocal } from './storage.ts';

/**
 * What differs between Folio instances, set at build time by whoever hosts one. An instance
 * without a community page hides the menu entry rather than linking nowhere.
 */
export const instance = {
  communityUrl: import.meta.env.VITE_FOLIO_COMMUNITY_URL as string | undefined,
  feedbackUrl: import.meta.env.VITE_FOLIO_FEEDBACK_URL as string | undefined,
  guideUrl: (import.meta.env.VITE_FOLIO_GUIDE_URL as string | undefined) ?? '/',
};

/**
 * §2 feature flags. There is no flag service in a self-hosted instance: a flag is on when the
 * build enables it (VITE_FOLIO_FLAGS=diagram,…) or the browser opts in (localStorage iart_flags).
 */
export function flagEnabled(name: 'diagram'): boolean {
  const fromBuild = ((import.meta.env.VITE_FOLIO_FLAGS as string | undefined) ?? '').split(',');
  const fromBrowser = (readLocal('flags') ?? '').split(',');
  return fromBuild.includes(name) || fromBrowser.includes(name);
}

/** §2: the Diagram entry is hidden on test hosts, whatever the flag says. */
export function isTestHost(hostname = location.hostname): boolean {
  return /(^|[.-])test([.-]|$)/.test(hostname);
}
