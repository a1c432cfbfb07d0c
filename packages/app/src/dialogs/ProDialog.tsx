import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Modal } from '../ui/Modal.tsx';

const FEATURES = ['pro.unlimited', 'pro.ai', 'pro.badge', 'pro.exports'];

/** §8 -6/402/40201/40311 and the Upgrade entries: what Pro gives (§1); checkout comes with the plans issue. */
export function ProDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'pro');
  const close = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  const noQuota = useSessionStore((state) => state.user?.freeProjectsLeft === 0);
  // Opened by the -6 answer, it says why; opened from Upgrade, it only says what Pro gives.
  const description = noQuota ? `${t('pro.noQuota')} ${t('pro.intro')}` : t('pro.intro');
  return (
    <Modal open={open} onClose={close} title={t('pro.title')} description={description} testId="pro-dialog">
      <ul className="feature-list">
        {FEATURES.map((key) => (
          <li key={key}>
            <Check size={18} aria-hidden /> {t(key)}
          </li>
        ))}
      </ul>
      <p className="muted">{t('pro.later')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={() => openDialog('activation')}>
          {t('plan.activate')}
        </button>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
