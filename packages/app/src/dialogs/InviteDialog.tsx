import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { planApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { COPIED_MS, INVITES_FOR_PRO } from '../spec/constants.ts';
import { isValidEmail } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { track } from '../insights/track.ts';

/**
 * §2 Invite friends: the invite link, an e-mail invitation, and §4 invite progress 0 to 2
 * (a friend counts once they have verified their e-mail; the second gives a month of Pro).
 */
export function InviteDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'invite');
  const close = useDialogStore((state) => state.closeDialog);
  const userId = useSessionStore((state) => state.user?.userId);
  const [channel, setChannel] = useState<{ channelToken: string; activationTimes: number }>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open || userId === undefined) return;
    setEmail('');
    setEmailError(undefined);
    setChannel(undefined);
    planApi.channel(userId).then(setChannel, (error) => showApiError(error));
  }, [open, userId]);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const link = channel ? `${location.origin}/?r=${encodeURIComponent(channel.channelToken)}` : '';
  const joined = Math.min(channel?.activationTimes ?? 0, INVITES_FOR_PRO);

  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setEmailError(t('validation.email'));
    setSending(true);
    try {
      await planApi.sendInvitation(email.trim());
      track('invite_sent', { joined });
      toast(t('code.4007'), 'success');
      setEmail('');
    } catch (error) {
      showApiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('invite.title')} description={t('invite.intro', { count: INVITES_FOR_PRO })} size="medium" testId="invite-dialog">
      <div className="stack">
        <div className="invite-progress" data-testid="invite-progress">
          <progress max={INVITES_FOR_PRO} value={joined} aria-label={t('invite.progress', { count: joined, total: INVITES_FOR_PRO })} />
          <span>{joined >= INVITES_FOR_PRO ? t('invite.done') : t('invite.progress', { count: joined, total: INVITES_FOR_PRO })}</span>
        </div>
        <div className="invite-link">
          <TextField label={t('invite.link')} value={link} onChange={() => {}} readOnly dir="ltr" />
          <button type="button" className="btn btn-secondary" onClick={() => void copy()} disabled={!link}>
            {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />} {copied ? t('common.copiedSpaced') : t('invite.copy')}
          </button>
        </div>
        <form className="invite-email" onSubmit={send} noValidate>
          <TextField label={t('invite.email')} type="email" autoComplete="off" value={email} onChange={(value) => { setEmail(value); setEmailError(undefined); }} error={emailError} />
          <button type="submit" className="btn btn-primary" disabled={sending || joined >= INVITES_FOR_PRO}>
            {t('invite.send')}
          </button>
        </form>
      </div>
    </Modal>
  );
}
