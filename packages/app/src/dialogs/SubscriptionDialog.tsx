import { ExternalLink, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payApi, type Invoice } from '../api/folio-api.ts';
import { track } from '../insights/track.ts';
import { useFeaturesStore } from '../insights/features-store.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { instance } from '../spec/instance.ts';
import { CheckboxList } from '../ui/CheckboxList.tsx';
import { Modal } from '../ui/Modal.tsx';
import { formatPrice } from './pro-offer.ts';
import { supportChatLink } from './support-chat.ts';

/** §3 unsubscribe reason ids, in the order they are offered. */
const REASONS = ['not_enough_use', 'too_expensive', 'found_alternative', 'temporary_need', 'doesnt_meet_needs', 'technical_issues', 'other'] as const;

type Step = 'overview' | 'retention' | 'reasons' | 'confirm' | 'gift';

/**
 * UserMenu "Manage my subscription": the plan's state, invoices, and §4's cancel flow —
 * retention (anonymous chat, see openChat, or continue), reasons, confirmation, then the gift offer: §9's $20
 * gift card for an interview where the instance books them (VITE_FOLIO_INTERVIEW_URL), and a
 * free month for two invitations. The reasons go to analytics only (§7). A cancelled plan offers Renew.
 */
export function SubscriptionDialog() {
  const { t, i18n } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'subscription');
  const close = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  const user = useSessionStore((state) => state.user);
  const [step, setStep] = useState<Step>('overview');
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  // Pro from activation codes or invitations on an instance without Stripe has no invoices to list.
  const payments = useFeaturesStore((state) => state.payments);
  const [reasons, setReasons] = useState<string[]>([]);
  const [details, setDetails] = useState('');
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStep('overview');
    setReasons([]);
    setDetails('');
    setInvoices(null);
    if (payments) payApi.invoices().then((answer) => setInvoices(answer.list), () => setInvoices([]));
  }, [open, payments]);

  const date = user?.expiredAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(user.expiredAt)) : '';
  const renewing = user?.unsubscribe === '0';

  // §9: the instance's live chat or booking link; without either, the built-in feedback form.
  const openChat = () => {
    const link = supportChatLink({ chatUrl: instance.supportChatUrl, bookingUrl: instance.supportBookingUrl }, new Date());
    if (link) window.open(link, '_blank', 'noopener');
    else openDialog('feedback');
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      await payApi.unsubscribe();
      track('unsubscribe', { reasons: reasons.join(','), details: details.trim().slice(0, 500) });
      await useSessionStore.getState().refreshUser();
      setStep('gift');
    } catch {
      toast(t('subscription.cancelFailed'), 'error');
    } finally {
      setCancelling(false);
    }
  };

  const titles: Record<Step, string> = {
    overview: t('subscription.title'),
    retention: t('subscription.retentionTitle'),
    reasons: t('subscription.reasonsTitle'),
    confirm: t('subscription.confirmTitle'),
    gift: t('subscription.giftTitle'),
  };
  return (
    <Modal open={open} onClose={close} title={titles[step]} size="medium" testId="subscription-dialog">
      {step === 'overview' && (
        <div className="stack">
          <p className="subscription-state" data-testid="subscription-state">
            <strong>{t('userMenu.pro')}</strong> · {renewing ? t('subscription.renewsOn', { date }) : t('subscription.endsOn', { date })}
          </p>
          {payments && (
            <>
              <h3 className="subscription-heading">{t('subscription.invoices')}</h3>
              {invoices === null ? (
                <p className="muted" role="status">
                  <Loader2 className="spin" size={16} aria-hidden /> {t('common.loading')}
                </p>
              ) : invoices.length === 0 ? (
                <p className="muted">{t('subscription.noInvoices')}</p>
              ) : (
                <ul className="invoice-list" data-testid="invoices">
                  {invoices.map((invoice) => (
                    <li key={invoice.id}>
                      <span>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(invoice.createdTime))}</span>
                      <span>{formatPrice(invoice.amount, i18n.language, invoice.currency)}</span>
                      {invoice.url && (
                        <a href={invoice.url} target="_blank" rel="noreferrer">
                          {t('subscription.invoiceView')} <ExternalLink size={14} aria-hidden />
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <div className="modal-actions">
            <button type="button" className="plan-link support-link" onClick={() => openDialog('support')}>
              {t('support.link')}
            </button>
            {renewing ? (
              <button type="button" className="btn btn-secondary" onClick={() => setStep('retention')}>
                {t('subscription.cancel')}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => openDialog('pro')}>
                {t('pay.renew')}
              </button>
            )}
          </div>
        </div>
      )}
      {step === 'retention' && (
        <div className="stack">
          <p>{t('subscription.retentionText')}</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={openChat}>
              {t('subscription.anonymousChat')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setStep('reasons')}>
              {t('subscription.continueCancel')}
            </button>
          </div>
        </div>
      )}
      {step === 'reasons' && (
        <div className="stack">
          <CheckboxList legend={t('subscription.reasonsTitle')} options={REASONS.map((id) => ({ id, label: t(`subscription.reasons.${id}`) }))} chosen={reasons} onChange={setReasons} />
          <label className="visually-hidden" htmlFor="unsubscribe-details">
            {t('subscription.reasonDetails')}
          </label>
          <textarea id="unsubscribe-details" className="textarea" rows={3} maxLength={500} value={details} onChange={(event) => setDetails(event.target.value)} placeholder={t('subscription.reasonDetails')} />
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep('overview')}>
              {t('subscription.keep')}
            </button>
            <button type="button" className="btn btn-primary" disabled={reasons.length === 0} onClick={() => setStep('confirm')}>
              {t('subscription.continueCancel')}
            </button>
          </div>
        </div>
      )}
      {step === 'confirm' && (
        <div className="stack">
          <p>{t('subscription.confirmText', { date })}</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep('overview')}>
              {t('subscription.keep')}
            </button>
            <button type="button" className="btn btn-danger" disabled={cancelling} onClick={() => void cancel()}>
              {cancelling && <Loader2 className="spin" size={16} aria-hidden />} {t('subscription.cancel')}
            </button>
          </div>
        </div>
      )}
      {step === 'gift' && (
        <div className="stack">
          <p>{t('subscription.giftText', { date })}</p>
          {instance.interviewUrl && <p>{t('subscription.giftInterview')}</p>}
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('common.close')}
            </button>
            {instance.interviewUrl && (
              <a className="btn btn-secondary" href={instance.interviewUrl} target="_blank" rel="noreferrer">
                {t('subscription.bookInterview')}
              </a>
            )}
            <button type="button" className="btn btn-primary" onClick={() => openDialog('invite')}>
              {t('subscription.giftInvite')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
