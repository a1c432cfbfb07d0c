import { ApiError, CancelledError, SESSION_EXPIRED_CODES } from '../api/api-error.ts';
import { i18next } from '../i18n/i18n.ts';
import { isPublicPath } from '../routing/public-routes.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { catalogueKey, PRO_DIALOG_CODES } from './catalogue.ts';

/**
 * The one place a failed call turns into what the user sees (§8): the catalogue message as a
 * toast, the Pro dialog for quota codes, nothing for cancelled calls, and for session expiry
 * on a login-required page nothing either: the sign-in modal opens instead.
 * `fallback` is the screen's own message for codes the catalogue does not name.
 */
export function showApiError(error: unknown, fallback?: string): void {
  if (error instanceof CancelledError) return;
  if (!(error instanceof ApiError)) {
    toast(fallback ?? i18next.t('code.-1'), 'error');
    return;
  }
  if (PRO_DIALOG_CODES.has(error.code)) {
    useDialogStore.getState().openDialog('pro');
    return;
  }
  if (SESSION_EXPIRED_CODES.has(error.code) && !isPublicPath(location.pathname)) return;
  toast(messageOf(error, fallback), 'error');
}

/** §5 messages the server sends under a catalogue code (e.g. 'Account has been deleted' with 7002) win over the code's text. */
export function messageOf(error: ApiError, fallback?: string): string {
  if (error.message === 'Account has been deleted') return i18next.t('code.accountDeleted');
  if (error.message === 'You are a pro user, you cannot delete your account') return i18next.t('toast.proCannotDelete');
  if (error.message === 'Please enter a valid email address') return i18next.t('validation.email');
  if (error.message === 'Password must be 8-16 characters long and contain at least one letter and one number') return i18next.t('validation.password');
  const key = catalogueKey(error.code);
  if (key && !(fallback && error.code === -1)) return i18next.t(key);
  return fallback ?? (error.message || i18next.t('code.-1'));
}
