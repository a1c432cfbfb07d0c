import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../insights/track.ts';
import { isValidEmail } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { CheckboxList } from '../ui/CheckboxList.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';

/** §3 support issue ids, in the order they are offered. */
const ISSUES = ['payment_incomplete', 'subscription_inactive', 'false_cancellation', 'refund_issue', 'wrong_amount', 'premium_access', 'other'] as const;

/**
 * §2 support issue questionnaire for payment trouble: the issue step (Next needs one), then the
 * contact step (Submit needs full name and e-mail, §5). The answers go to the instance's
 * analytics only (§7), where `folio analytics --event support_issue` lists them for a reply.
 */
export function SupportDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'support');
  const close = useDialogStore((state) => state.closeDialog);
  const user = useSessionStore((state) => state.user);
  const [step, setStep] = useState<'issue' | 'contact'>('issue');
  const [issues, setIssues] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setStep('issue');
    setIssues([]);
    setDescription('');
    setFullName(user?.userName ?? '');
    setEmail(user?.userEmail ?? '');
    setEmailError(undefined);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setEmailError(t('validation.email'));
    track('support_issue', { issues: issues.join(','), description: description.trim().slice(0, 500), fullName: fullName.trim().slice(0, 200), email: email.trim() });
    toast(t('support.sent'), 'success');
    close();
  };

  return (
    <Modal open={open} onClose={close} title={t('support.title')} description={step === 'issue' ? t('support.issueQuestion') : t('support.contactQuestion')} size="medium" testId="support-dialog">
      {step === 'issue' ? (
        <div className="stack">
          <CheckboxList legend={t('support.issueQuestion')} options={ISSUES.map((id) => ({ id, label: t(`support.issues.${id}`) }))} chosen={issues} onChange={setIssues} />
          <label className="visually-hidden" htmlFor="support-description">
            {t('support.description')}
          </label>
          <textarea id="support-description" className="textarea" rows={3} maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} placeholder={t('support.description')} />
          <div className="modal-actions">
            <button type="button" className="btn btn-primary" disabled={issues.length === 0} onClick={() => setStep('contact')}>
              {t('support.next')}
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <TextField label={t('support.fullName')} value={fullName} onChange={setFullName} autoComplete="name" />
          <TextField label={t('support.email')} type="email" value={email} onChange={(value) => { setEmail(value); setEmailError(undefined); }} error={emailError} autoComplete="email" />
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep('issue')}>
              {t('support.back')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!fullName.trim() || !email.trim()}>
              {t('support.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
