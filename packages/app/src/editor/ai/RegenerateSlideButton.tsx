import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { showApiError } from '../../errors/show-api-error.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { isEditedSinceGenerated, regenerateSlide } from './regenerate.ts';

/** "Regenerate slide" among a slide's actions in the slide list; a slide changed since it was generated is replaced only once the user agrees. */
export function RegenerateSlideButton({ session, pageId }: { session: EditorSession; pageId: string }) {
  const t = useAiT();
  const projectId = useAiStore((state) => state.projectId);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async () => {
    if (!projectId) return;
    setBusy(true);
    try {
      await regenerateSlide(session, projectId, pageId);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? t('regenerating') : t('regenerateSlide');
  return (
    <>
      <button
        type="button"
        className="editor-icon-button small"
        onClick={() => (isEditedSinceGenerated(session, pageId) ? setAsking(true) : void run())}
        disabled={busy || !projectId}
        aria-label={label}
        title={label}
        aria-busy={busy}
      >
        <RefreshCw size={14} aria-hidden className={busy ? 'ai-spin' : undefined} />
      </button>
      <ConfirmDialog
        open={asking}
        title={t('regenerateEdited.title')}
        text={t('regenerateEdited.text')}
        confirmLabel={t('regenerateEdited.confirm')}
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
