import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { instance } from '../spec/instance.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';

import { Modal } from '../ui/Modal.tsx';

/**
 * §2 feedback. The API has no feedback endpoint (track/error is for crashes, not opinions), so
 * the message goes to the instance's feedback page (VITE_FOLIO_FEEDBACK_URL) prefilled; an
 * instance without one gets the text copied, to send to whoever runs it.
 */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'feedback');
  const close = useDialogStore((state) => state.closeDialog);
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = `${text.trim()}\n\n— Folio ${__FOLIO_VERSION__}, ${location.pathname}, ${navigator.userAgent}`;
    if (instance.feedbackUrl) {
      const url = new URL(instance.feedbackUrl);
      url.searchParams.set('body', body);
      window.open(url.href, '_blank', 'noopener');
    } else {
      await navigator.clipboard.writeText(body).catch(() => {});
      toast(t('common.copied'), 'success');
    }
    setText('');
    close();
  };
  return (
    <Modal open={open} onClose={close} title={t('feedback.title')} description={t('feedback.text')} testId="feedback-dialog">
      <form className="stack" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="feedback-text">
          {t('feedback.placeholder')}
        </label>
        <textarea id="feedback-text" className="textarea" rows={5} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('feedback.placeholder')} maxLength={4000} />
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
            {t('feedback.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
