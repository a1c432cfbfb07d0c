import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/folio-api.ts';
import { ApiError } from '../api/api-error.ts';
import { messageOf, showApiError } from '../errors/show-api-error.ts';
import { isValidEmail } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { TextField } from '../ui/TextField.tsx';
import { afterSignIn } from './after-sign-in.ts';
import { ConsentText } from './ConsentText.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { useEmailCheck } from './useEmailCheck.ts';
import { track } from '../insights/track.ts';
import { useFeaturesStore } from '../insights/features-store.ts';

interface SignInViewProps {
  email: string;
  onEmailChange(email: string): void;
}

/** §2 signin view: the password appears once the e-mail is known; an unknown e-mail moves to sign-up. */
export function SignInView({ email, onEmailChange }: SignInViewProps) {
  const { t } = useTranslation();
  const setView = useDialogStore((state) => state.setSignInView);
  const status = useEmailCheck(email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const googleSignIn = useFeaturesStore((state) => state.googleSignIn);
  // "Back to Sign in" with an address that has no account must stay here: only an address typed here moves on.
  const [arrivedWith] = useState(email);

  useEffect(() => {
    if (status === 'unknown' && email !== arrivedWith) setView('signup');
  }, [status, email, arrivedWith, setView]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidEmail(email) || status !== 'registered' || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      const session = await accountApi.login(email.trim(), password);
      useSessionStore.getState().signIn(session);
      track('login', { method: 'email' });
      afterSignIn(session.userInfo);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.code === 7001 || failure.code === 7002)) setError(messageOf(failure));
      else showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const emailError = touched && !isValidEmail(email) ? t('validation.email') : undefined;
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {googleSignIn && (
        <>
          <GoogleButton />
          <div className="divider-text">{t('auth.or')}</div>
        </>
      )}
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={onEmailChange} onBlur={() => setTouched(email !== '')} error={emailError} success={status === 'registered'} />
      {status === 'registered' && (
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" value={password} onChange={(value) => { setPassword(value); setError(undefined); }} error={error} autoFocus />
      )}
      <button type="button" className="link-button align-end" onClick={() => setView('reset')}>
        {t('auth.forgot')}
      </button>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || status === 'checking'}>
        {t('auth.continue')}
      </button>
      <p className="consent">
        <ConsentText />
      </p>
    </form>
  );
}
