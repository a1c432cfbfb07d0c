/**
 * The feature flags this version of the app reads. A name outside the list is refused by
 * FEATURE_FLAGS and `folio flags set`: a typo must not look like a switched-off feature.
 */
export const KNOWN_FLAGS = ['diagram'] as const;

export type FlagName = (typeof KNOWN_FLAGS)[number];

export function isFlagName(name: string): name is FlagName {
  return (KNOWN_FLAGS as readonly string[]).includes(name);
}
