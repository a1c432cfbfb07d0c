import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { isValidEmail } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { TextField } from '../ui/TextField.tsx';
import { ConsentText } from './ConsentText.tsx';

/** §2 reset view: e-mail and send link. */
export function ResetView({ email, onEmailChange }: { email: string; onEmailChange(email: string): void }) {
  const { t } = useTranslation();
  const setView = useDialogStore((state) => state.setSignInView);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidEmail(email)) return;
    setBusy(true);
    try {
      await accountApi.sendResetEmail(email.trim());
      toast(t('toast.resetSent'), 'success');
    } catch (failure) {
      showApiError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('auth.resetHint')}</p>
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={onEmailChange} error={touched && !isValidEmail(email) ? t('validation.email') : undefined} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.sendLink')}
      </button>
      <button type="button" className="link-button" onClick={() => setView('signin')}>
        {t('auth.backToSignIn')}
      </button>
      <p className="consent">
        <ConsentText />
      </p>
    </form>
  );
}
