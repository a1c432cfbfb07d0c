import { z } from 'zod';

/** PRODUCT.md §3 onboarding flag keys, in the spec's order. */
export const ONBOARDING_FLAGS = [
  'filled_survey',
  'first_create_presentation_with_ai',
  'first_generated_slides',
  'clicked_references',
  'first_select_text',
  'nps_first_generated_slides',
  'nps_first_subscription_end',
  'account_deleted',
  'ai_chat_use_experimental_api',
  'dev_tools',
  'new_ai_chat',
  'skip_generated_slides_survey',
] as const;

export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];
export type Onboarding = Record<OnboardingFlag, boolean>;

/** An `onboardingJson` edit: some known flags, each true or false; unknown keys are refused. */
export const OnboardingPatch = z.strictObject(Object.fromEntries(ONBOARDING_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<OnboardingFlag, z.ZodOptional<z.ZodBoolean>>);
export type OnboardingPatch = z.infer<typeof OnboardingPatch>;

/** Every flag present, false unless stored as true. */
export function onboardingFlags(stored: Partial<Record<string, unknown>>): Onboarding {
  return Object.fromEntries(ONBOARDING_FLAGS.map((flag) => [flag, stored[flag] === true])) as Onboarding;
}
