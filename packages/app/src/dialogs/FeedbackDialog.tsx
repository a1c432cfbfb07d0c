import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { track } from '../insights/track.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { Modal } from '../ui/Modal.tsx';

/**
 * §2 feedback, the built-in stand-in for a feedback widget: the message goes to the instance,
 * which keeps it with the author's account address for `folio feedback` (and posts it to
 * FEEDBACK_WEBHOOK_URL when set).
 */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'feedback');
  const close = useDialogStore((state) => state.closeDialog);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await feedbackApi.send(text.trim());
      track('feedback_sent', { length: text.trim().length });
      toast(t('feedback.thanks'), 'success');
      setText('');
      close();
    } catch (error) {
      // The text stays in the box: nothing typed is lost to a failed send.
      showApiError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('feedback.title')} description={t('feedback.text')} testId="feedback-dialog">
      <form className="stack" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="feedback-text">
          {t('feedback.placeholder')}
        </label>
        <textarea id="feedback-text" className="textarea" rows={5} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('feedback.placeholder')} maxLength={4000} />
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={!text.trim() || sending}>
            {t('feedback.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
