import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountApi, ONBOARDING_FLAGS, type OnboardingFlag } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { Modal } from '../ui/Modal.tsx';

/** §6 debug board: copy the user id, remove the membership, edit onboarding flags, test the start guide. */
export function DebugBoard() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'debug');
  const { closeDialog, openDialog } = useDialogStore.getState();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const copyId = async () => {
    await navigator.clipboard.writeText(String(user.userId)).catch(() => {});
    toast(t('common.copiedSpaced'), 'success');
  };
  const removeMembership = () => accountApi.removeMembership().then(() => useSessionStore.getState().refreshUser(), showApiError);
  // account_deleted is left out: flipping it here would delete the account from a debug tool.
  const flags = ONBOARDING_FLAGS.filter((flag) => flag !== 'account_deleted');
  const toggle = (flag: OnboardingFlag, value: boolean) => accountApi.setOnboardingFlags({ [flag]: value }).then(useSessionStore.getState().setUser, showApiError);
  return (
    <Modal open={open} onClose={closeDialog} title={t('debug.title')} size="medium" testId="debug-board">
      <div className="stack">
        <div className="debug-row">
          <span>
            {t('debug.userId')}: <code data-testid="debug-user-id">{user.userId}</code>
          </span>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void copyId()}>
            <Copy size={14} aria-hidden /> {t('debug.copyUserId')}
          </button>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void removeMembership()}>
          {t('debug.removeMembership')}
        </button>
        <fieldset className="flag-list">
          <legend>{t('debug.flags')}</legend>
          {flags.map((flag) => (
            <label key={flag} className="check-row">
              <input type="checkbox" checked={user.onboarding[flag] === true} onChange={(event) => void toggle(flag, event.target.checked)} />
              <code>{flag}</code>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-primary" onClick={() => openDialog('survey')}>
          {t('debug.startGuide')}
        </button>
      </div>
    </Modal>
  );
}
