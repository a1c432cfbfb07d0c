import type { QuoteCard } from '@folio/contracts';
import { useState } from 'react';
import { showApiError } from '../../errors/show-api-error.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { aiEditorApi } from './ai-editor-api.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { insertAiBlock } from './insert-ai-block.ts';

/** Insert with AI → quote card: a topic in, a quotation (§3 quote card fields) out, inserted as a quote block. */
export function QuoteDialog({ session }: { session: EditorSession }) {
  const t = useAiT();
  const close = () => useAiStore.getState().openDialog(null);
  const [topic, setTopic] = useState('');
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<QuoteCard | null>(null);
  const generate = async () => {
    setBusy(true);
    try {
      setQuote(await aiEditorApi.quote(topic.trim()));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const insert = () => {
    if (!quote) return;
    // A slide with no room says why in a toast; the dialog stays, so what the AI made is not lost.
    if (insertAiBlock(session, { kind: 'quote', ...quote })) close();
  };
  return (
    <Modal open onClose={close} title={t('quote.title')} testId="ai-quote-dialog">
      <form
        className="ai-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (topic.trim() && !busy) void generate();
        }}
      >
        <input className="ai-field" value={topic} aria-label={t('quote.topic')} placeholder={t('quote.topic')} onChange={(event) => setTopic(event.target.value)} />
        <button type="submit" className="btn btn-secondary btn-small" disabled={!topic.trim() || busy}>
          {t('quote.generate')}
        </button>
      </form>
      {quote && (
        <blockquote className="ai-quote" data-testid="ai-quote-preview">
          <p>{quote.sentence}</p>
          {quote.author && <footer>— {quote.author}</footer>}
        </blockquote>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!quote} onClick={insert}>
          {t('quote.insert')}
        </button>
      </div>
    </Modal>
  );
}
