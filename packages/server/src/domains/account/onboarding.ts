import { ONBOARDING_FLAGS, type OnboardingFlag } from '@folio/contracts';
import { z } from 'zod';

export { ONBOARDING_FLAGS, type OnboardingFlag };
export type Onboarding = Record<OnboardingFlag, boolean>;

/** An `onboardingJson` edit: some known flags, each true or false; unknown keys are refused. */
export const OnboardingPatch = z.strictObject(Object.fromEntries(ONBOARDING_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<OnboardingFlag, z.ZodOptional<z.ZodBoolean>>);
export type OnboardingPatch = z.infer<typeof OnboardingPatch>;

/** Every flag present, false unless stored as true. */
export function onboardingFlags(stored: Partial<Record<string, unknown>>): Onboarding {
  return Object.fromEntries(ONBOARDING_FLAGS.map((flag) => [flag, stored[flag] === true])) as Onboarding;
}
