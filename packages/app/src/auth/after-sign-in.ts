import type { UserInfo } from '../api/folio-api.ts';
import { chosenLanguage, applyLanguage } from '../i18n/i18n.ts';
import { MOBILE_BREAKPOINT_PX } from '../spec/constants.ts';
import { useDialogStore } from '../stores/dialog-store.ts';

/**
 * What follows any sign-in: the modal closes, the user's own language comes back, and (§4) the
 * onboarding survey opens unless it was filled, never on mobile (§2).
 */
export function afterSignIn(user: UserInfo): void {
  const dialogs = useDialogStore.getState();
  dialogs.closeSignIn();
  void applyLanguage(chosenLanguage(user.userId)).catch(() => {});
  if (!user.onboarding.filled_survey && innerWidth >= MOBILE_BREAKPOINT_PX) dialogs.openDialog('survey');
}
