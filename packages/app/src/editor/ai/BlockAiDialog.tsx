import { blockText, readProject } from '@folio/layout';
import { useState } from 'react';
import { showApiError } from '../../errors/show-api-error.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { pageText } from './page-text.ts';
import { currentContent, regenerateBlock } from './regenerate.ts';

/** "Fill with AI" / "Regenerate block" for the one selected block: an instruction (the slide's title to start from), then new content for that block only. */
export function BlockAiDialog({ session }: { session: EditorSession }) {
  const t = useAiT();
  const close = () => useAiStore.getState().openDialog(null);
  // The block selected when the dialog opened is the one filled, whatever is selected by the time the answer comes.
  const [{ pageId, blockId }] = useState(() => {
    const { pageId: page, selection } = useEditorStore.getState();
    return { pageId: page, blockId: selection.length === 1 ? selection[0]! : null };
  });
  const [prompt, setPrompt] = useState(() => (pageId ? slideTopic(session, pageId) : ''));
  const [busy, setBusy] = useState(false);
  const content = pageId && blockId ? currentContent(session, pageId, blockId) : undefined;
  const generate = async () => {
    if (!pageId || !blockId) return;
    setBusy(true);
    try {
      await regenerateBlock(session, pageId, blockId, prompt.trim());
      close();
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={close} title={content && isEmpty(content) ? t('fillBlock') : t('regenerateBlock')} description={t('blockPrompt')} testId="ai-block-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (prompt.trim() && !busy) void generate();
        }}
      >
        <textarea className="ai-field" rows={3} value={prompt} aria-label={t('blockPromptLabel')} onChange={(event) => setPrompt(event.target.value)} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!prompt.trim() || busy || !content}>
            {busy ? t('regenerating') : t('generate')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A block still to be filled: a text block with no words. Others always hold something to regenerate. */
export function isEmpty(content: NonNullable<ReturnType<typeof currentContent>>): boolean {
  return content.kind === 'text' && blockText(content.paragraphs).trim() === '';
}

function slideTopic(session: EditorSession, pageId: string): string {
  const page = readProject(session.doc).pages.find((each) => each.id === pageId);
  return page ? (pageText(page)[0] ?? '') : '';
}
