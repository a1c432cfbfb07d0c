import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { accountApi } from '../api/folio-api.ts';
import { PASSWORD_MAX } from '../spec/constants.ts';
import { isValidPassword } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';

/** §5 change password: the new one follows the rule, confirm matches, a wrong current one says so. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'password');
  const close = useDialogStore((state) => state.closeDialog);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [currentError, setCurrentError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCurrent('');
    setNext('');
    setConfirm('');
    setTouched(false);
    setCurrentError(undefined);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!current || !isValidPassword(next) || confirm !== next) return;
    setBusy(true);
    try {
      useSessionStore.getState().replaceToken(await accountApi.changePassword(current, next));
      toast(t('toast.passwordUpdated'), 'success');
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === 40103) setCurrentError(t('code.40103'));
      else toast(error instanceof ApiError && error.message ? error.message : t('toast.passwordFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={close} title={t('password.title')}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label={t('password.current')} type="password" autoComplete="current-password" value={current} onChange={(value) => { setCurrent(value); setCurrentError(undefined); }} error={currentError} />
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={next} onChange={setNext} error={touched && !isValidPassword(next) ? t('validation.password') : undefined} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={confirm} onChange={setConfirm} error={touched && confirm !== next ? t('validation.mismatch') : undefined} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
