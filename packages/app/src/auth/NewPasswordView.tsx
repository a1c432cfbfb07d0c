import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { accountApi } from '../api/folio-api.ts';
import { messageOf } from '../errors/show-api-error.ts';
import { PASSWORD_MAX } from '../spec/constants.ts';
import { isValidPassword } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { TextField } from '../ui/TextField.tsx';
import { ConsentText } from './ConsentText.tsx';

/** §2 new-password view, opened by the JWTHEADER reset link; confirm must equal new (§5). */
export function NewPasswordView({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const setView = useDialogStore((state) => state.setSignInView);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordError = touched && !isValidPassword(password) ? t('validation.password') : undefined;
  const confirmError = touched && confirm !== password ? t('validation.mismatch') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidPassword(password) || confirm !== password) return;
    setBusy(true);
    try {
      await accountApi.resetPassword(resetToken, password);
      toast(t('toast.resetDone'), 'success');
      setView('signin');
    } catch (failure) {
      toast(failure instanceof ApiError && failure.code !== -1 && failure.code !== 7004 ? messageOf(failure) : t('toast.resetFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={setPassword} error={passwordError} />
      <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={confirm} onChange={setConfirm} error={confirmError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.savePassword')}
      </button>
      <p className="consent">
        <ConsentText />
      </p>
    </form>
  );
}
