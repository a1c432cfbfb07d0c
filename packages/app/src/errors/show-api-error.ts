import { ApiError, CancelledError } from '../api/api-error.ts';
import { i18next } from '../i18n/i18n.ts';
import { isPublicPath } from '../routing/public-routes.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { behaviourOf, catalogueKey } from './catalogue.ts';

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
  const behaviour = behaviourOf(error);
  if (behaviour === 'pro' || behaviour === 'pro-silent') {
    useDialogStore.getState().openDialog('pro');
    return;
  }
  if (behaviour === 'login' && !isPublicPath(location.pathname)) return;
  toast(messageOf(error, fallback), 'error');
}

/** The failure's catalogue message in the interface language; the screen's `fallback` for codes §8 gives no text. */
export function messageOf(error: ApiError, fallback?: string): string {
  const key = catalogueKey(error);
  if (key && !(fallback && error.code === -1)) return i18next.t(key);
  return fallback ?? (error.message || i18next.t('code.-1'));
}
