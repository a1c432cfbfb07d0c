import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { planApi } from '../api/folio-api.ts';
import { messageOf, showApiError } from '../errors/show-api-error.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { track } from '../insights/track.ts';

/** §8 codes about the code itself: shown under the field, where the user is looking. */
const CODE_ERRORS = new Set([8001, 8002, 8003, 8004]);

/** §2 activation code dialog: a non-empty code (§5) adds its days of Pro. */
export function ActivationCodeDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'activation');
  const close = useDialogStore((state) => state.closeDialog);
  const refreshUser = useSessionStore((state) => state.refreshUser);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(undefined);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('activation.required'));
    setBusy(true);
    try {
      await planApi.activateCode(code.trim());
      track('activation_code_used');
      toast(t('activation.success'), 'success');
      await refreshUser();
      close();
    } catch (failure) {
      if (failure instanceof ApiError && CODE_ERRORS.has(failure.code)) setError(messageOf(failure));
      else showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('activation.title')} description={t('activation.intro')} testId="activation-dialog">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label={t('activation.label')} value={code} onChange={(value) => { setCode(value); setError(undefined); }} error={error} autoComplete="off" spellCheck={false} maxLength={64} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('activation.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
