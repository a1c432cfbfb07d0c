import { Square, Volume2, Wand2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CancelledError } from '../../api/api-error.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { toast } from '../../stores/toast-store.ts';
import type { EditorSession } from '../collab/editor-session.ts';
import { chatPath, chatStream } from './ai-editor-api.ts';
import { useKindT } from '../page-words/page-words.ts';
import { AI_NS } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { applyAiOperations } from './apply-operations.ts';
import { speakNotes, type Playback } from './speak-notes.ts';
import './ai.css';

/**
 * The notes panel's AI actions. "Write notes with AI" asks the chat for this slide's notes and
 * applies only its setScripts (one undo step); "Listen" reads the notes aloud.
 */
export function NotesAiActions({ session, pageId, notes }: { session: EditorSession; pageId: string; notes: string }) {
  const t = useKindT(AI_NS);
  const projectId = useAiStore((state) => state.projectId);
  const experimental = useSessionStore((state) => state.user?.onboarding.ai_chat_use_experimental_api === true);
  const [writing, setWriting] = useState(false);
  const [listening, setListening] = useState<'preparing' | 'playing' | null>(null);
  const playback = useRef<{ controller: AbortController; playback?: Playback } | null>(null);
  const stop = () => {
    playback.current?.controller.abort();
    playback.current?.playback?.stop();
    playback.current = null;
    setListening(null);
  };
  useEffect(() => stop, [pageId]);

  const write = async () => {
    if (!projectId) return;
    setWriting(true);
    try {
      const instruction = t('notes.instruction');
      for await (const event of chatStream(chatPath('chat', experimental), { projectId, messages: [{ role: 'user', content: instruction }], selection: { pageId } })) {
        if (event.type !== 'operations') continue;
        applyAiOperations(session.doc, session.history, event.operations.filter((operation) => operation.op === 'setScripts' && operation.pageId === pageId));
      }
    } catch (error) {
      showApiError(error);
    } finally {
      setWriting(false);
    }
  };
  const listen = async () => {
    if (!projectId) return;
    if (!notes.trim()) return toast(t('notes.noNotes'));
    const controller = new AbortController();
    playback.current = { controller };
    setListening('preparing');
    try {
      const started = await speakNotes(projectId, pageId, notes, controller.signal);
      if (controller.signal.aborted) return started.stop();
      playback.current.playback = started;
      setListening('playing');
      await started.done;
    } catch (error) {
      if (!controller.signal.aborted) showApiError(error instanceof DOMException ? new CancelledError() : error);
    } finally {
      if (playback.current?.controller === controller) {
        playback.current = null;
        setListening(null);
      }
    }
  };
  return (
    <div className="ai-notes-actions">
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void write()} disabled={writing || !projectId}>
        <Wand2 size={14} aria-hidden /> {writing ? t('notes.writing') : t('notes.write')}
      </button>
      {listening ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={stop} data-listening={listening}>
          <Square size={14} aria-hidden /> {listening === 'preparing' ? t('notes.preparing') : t('notes.stopListening')}
        </button>
      ) : (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void listen()} disabled={!projectId}>
          <Volume2 size={14} aria-hidden /> {t('notes.listen')}
        </button>
      )}
    </div>
  );
}
