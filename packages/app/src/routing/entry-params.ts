import { accountApi, type Attribution } from '../api/folio-api.ts';
import { GOOGLE_SIGN_IN_WAIT_MS } from '../spec/constants.ts';
import { writeLocal, writeSession } from '../spec/storage.ts';
import { i18next } from '../i18n/i18n.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { dropParams } from './carried-params.ts';
import { afterSignIn } from '../auth/after-sign-in.ts';
import { track } from '../insights/track.ts';

/**
 * PRODUCT.md §2 parameters that do something when a page opens: `v` is kept for the session;
 * `accessToken` (+ `exceedTheTime`) signs in; `googleCode` finishes Google sign-in; `JWTHEADER`
 * opens the new-password form; `googleError` (the server's failed callback) says so.
 * Consumed one-time values are removed from the address so they are not carried on.
 */
export async function handleEntryParams(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const version = params.get('v');
  if (version) writeSession('version', version);

  const accessToken = params.get('accessToken');
  if (accessToken) {
    dropParams('accessToken', 'exceedTheTime');
    const session = useSessionStore.getState();
    if (params.has('exceedTheTime')) await session.adoptToken(accessToken);
    else {
      writeLocal('token', accessToken);
      useSessionStore.setState({ token: accessToken });
    }
  }

  const resetToken = params.get('JWTHEADER');
  if (resetToken) {
    dropParams('JWTHEADER');
    useDialogStore.getState().openSignIn('new-password', { resetToken });
  }

  if (params.has('googleError')) {
    dropParams('googleError');
    toast(i18next.t('toast.googleFailed'), 'error');
    useDialogStore.getState().openSignIn('signin');
  }

  const googleCode = params.get('googleCode');
  if (googleCode) {
    dropParams('googleCode');
    await finishGoogleSignIn(googleCode, attributionFrom(params));
  }
}

async function finishGoogleSignIn(googleCode: string, attribution: Attribution): Promise<void> {
  const dialogs = useDialogStore.getState();
  dialogs.openSignIn('google');
  // §9: the wait text stays for 2 s whatever the answer, so it never flashes.
  const wait = new Promise((resolve) => setTimeout(resolve, GOOGLE_SIGN_IN_WAIT_MS));
  const [outcome] = await Promise.allSettled([accountApi.googleLogin(googleCode, attribution), wait]);
  if (outcome.status === 'fulfilled') {
    useSessionStore.getState().signIn(outcome.value);
    track('login', { method: 'google' });
    afterSignIn(outcome.value.userInfo);
  } else {
    toast(i18next.t('toast.googleFailed'), 'error');
    dialogs.setSignInView('signin');
  }
}

/** §3 referral and tracking info from the carried utm/referral parameters. */
export function attributionFrom(params: URLSearchParams): Attribution {
  const pick = (name: string) => params.get(name) ?? undefined;
  const attribution: Attribution = {
    utmSource: pick('utm_source'),
    utmMedium: pick('utm_medium'),
    utmCampaign: pick('utm_campaign'),
    utmTerm: pick('utm_term'),
    utmContent: pick('utm_content'),
    channel: pick('channel'),
    documentReferrer: document.referrer || undefined,
    chanToken: pick('r'),
    inviteType: params.has('r') ? 'invite_code' : undefined,
  };
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined));
}
