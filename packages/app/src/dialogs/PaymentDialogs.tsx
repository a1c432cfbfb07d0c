import { CircleAlert, Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../stores/dialog-store.ts';
import { Modal } from '../ui/Modal.tsx';

/** §2 payment-check spinner: while the returning checkout becomes a subscription; it cannot be dismissed. */
export function PaymentCheckDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'paymentCheck');
  return (
    <Modal open={open} onClose={() => {}} dismissible={false} title={t('pay.checking')} testId="payment-check">
      <p className="payment-check" role="status">
        <Loader2 className="spin" size={28} aria-hidden />
      </p>
    </Modal>
  );
}

/** §4 Pro welcome after a successful payment return. */
export function ProWelcomeDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'proWelcome');
  const close = useDialogStore((state) => state.closeDialog);
  return (
    <Modal open={open} onClose={close} title={t('pay.welcomeTitle')} description={t('pay.welcomeText')} testId="pro-welcome">
      <p className="payment-icon" aria-hidden>
        <Sparkles size={32} />
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('pay.welcomeStart')}
        </button>
      </div>
    </Modal>
  );
}

/** §8 payment failure dialog: 'Oops, it seems your payment was failed' with retry text. */
export function PaymentFailedDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'paymentFailed');
  const close = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <Modal open={open} onClose={close} title={t('pay.failedTitle')} description={t('pay.failedText')} testId="payment-failed">
      <p className="payment-icon payment-icon-error" aria-hidden>
        <CircleAlert size={32} />
      </p>
      <p className="muted">{t('pay.failedRetry')}</p>
      <div className="modal-actions">
        <button type="button" className="plan-link support-link" onClick={() => openDialog('support')}>
          {t('support.link')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => openDialog('pro')}>
          {t('pay.tryAgain')}
        </button>
      </div>
    </Modal>
  );
}
