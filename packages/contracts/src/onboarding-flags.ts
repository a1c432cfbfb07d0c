/** §3: the onboarding flag keys, in the spec's order; the server stores them, the app reads them. */
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
