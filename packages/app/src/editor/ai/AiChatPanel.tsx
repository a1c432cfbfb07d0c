import { MessageSquarePlus, Send, Sparkles, Square, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { showApiError } from '../../errors/show-api-error.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import type { EditorSession } from '../collab/editor-session.ts';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { aiApi } from '../../api/ai-api.ts';
import { aiEditorApi, type ChatMode } from './ai-editor-api.ts';
import { useKindT } from '../page-words/page-words.ts';
import { AI_NS } from './ai-i18n.ts';
import { useAiStore, type ChatMessage } from './ai-store.ts';
import { describeChange } from './change-summary.ts';
import { sendChat, startNewChat, stopChat } from './send-chat.ts';
import './ai.css';
import { track } from '../../insights/track.ts';

interface Chip {
  label: string;
  /** Sent as is, or — ending in a space — put in the box for the person to finish. */
  prompt: string;
  /** Only a connected model can do it (translating): not offered while the built-in composer answers. */
  modelOnly?: boolean;
}

/**
 * The AI chat (§2 ⌘/Ctrl+J, ⌘/Ctrl+\ for chat ↔ design, ⌘/Ctrl+K for a new chat). With the §6
 * opt-in 'Enable AI chat in the sidebar' (onboarding flag new_ai_chat) it is docked as the
 * editor's side panel; otherwise it floats over the canvas's corner.
 */
export function AiChatPanel({ session, projectId, docked }: { session: EditorSession; projectId: string; docked: boolean }) {
  const t = useKindT(AI_NS);
  const apple = isApplePlatform();
  const mode = useAiStore((state) => state.mode);
  const messages = useAiStore((state) => state.messages);
  const { setOpen, switchMode } = useAiStore.getState();
  const experimental = useSessionStore((state) => state.user?.onboarding.ai_chat_use_experimental_api === true);
  const pageId = useEditorStore((state) => state.pageId);
  const oneBlock = useEditorStore((state) => state.selection.length === 1);
  const slide = useSlideNumber(session, pageId);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const busy = messages.some((message) => message.pending);
  const model = useConnectedModel();

  useEffect(() => input.current?.focus(), [mode]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  const send = (text: string) => {
    const instruction = text.trim();
    if (!instruction || busy) return;
    setDraft('');
    void sendChat(session, projectId, instruction, experimental);
  };
  const useChip = (chip: Chip) => {
    if (!chip.prompt.endsWith(' ')) return send(chip.prompt);
    setDraft(chip.prompt);
    input.current?.focus();
  };
  const chips: Chip[] =
    mode === 'chat'
      ? [
          { label: t('chips.shorten'), prompt: t('chips.shorten') },
          { label: t('chips.translate'), prompt: t('chips.translatePrompt'), modelOnly: true },
          { label: t('chips.addSlide'), prompt: t('chips.addSlidePrompt') },
          { label: t('chips.theme'), prompt: t('chips.themePrompt') },
        ]
      : [
          { label: t('chips.layout'), prompt: t('chips.layout') },
          { label: t('chips.theme'), prompt: t('chips.themePrompt') },
        ];
  const offered = chips.filter((chip) => !chip.modelOnly || model);
  const modeLabel = (each: ChatMode) => t(`modes.${each}`);

  return (
    <aside className="ai-chat" data-docked={docked} data-testid="ai-chat" aria-label={t('chat')}>
      <header className="ai-chat-head">
        <Sparkles size={16} aria-hidden />
        <h2>{t('chat')}</h2>
        <div className="ai-mode" role="group" aria-label={`${t('switchMode')} (${shortcutLabel({ meta: true, key: '\\' }, apple)})`}>
          {(['chat', 'design'] as const).map((each) => (
            <button key={each} type="button" aria-pressed={mode === each} onClick={() => mode !== each && switchMode()} title={`${t(`modeHint.${each}`)} (${shortcutLabel({ meta: true, key: '\\' }, apple)})`}>
              {modeLabel(each)}
            </button>
          ))}
        </div>
        <button type="button" className="editor-icon-button small" onClick={startNewChat} aria-label={t('newChat')} title={`${t('newChat')} (${shortcutLabel({ meta: true, key: 'K' }, apple)})`}>
          <MessageSquarePlus size={16} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button small" onClick={() => setOpen(false)} aria-label={t('close')} title={`${t('close')} (${shortcutLabel({ meta: true, key: 'J' }, apple)})`}>
          <X size={16} aria-hidden />
        </button>
      </header>
      <div className="ai-chat-log" role="log" aria-live="polite" data-testid="ai-chat-log">
        <ol className="ai-chat-messages" ref={log}>
          {messages.length === 0 && <li className="ai-chat-empty">{t('empty', { undo: shortcutLabel({ meta: true, key: 'Z' }, apple) })}</li>}
          {messages.map((message) => (
            <MessageItem key={message.key} message={message} />
          ))}
        </ol>
      </div>
      <div className="ai-chips">
        {offered.map((chip) => (
          <button key={chip.label} type="button" className="ai-chip" disabled={busy} onClick={() => useChip(chip)}>
            {chip.label}
          </button>
        ))}
      </div>
      <form
        className="ai-composer"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        {slide > 0 && <span className="ai-context">{oneBlock ? t('selectionBlock', { n: slide }) : t('selection', { n: slide })}</span>}
        <textarea
          ref={input}
          value={draft}
          rows={2}
          aria-label={t(`placeholder.${mode}`)}
          placeholder={t(`placeholder.${mode}`)}
          data-testid="ai-chat-input"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send(draft);
            }
          }}
        />
        {busy ? (
          <button type="button" className="editor-icon-button" onClick={stopChat} aria-label={t('stop')} title={t('stop')}>
            <Square size={16} aria-hidden />
          </button>
        ) : (
          <button type="submit" className="editor-icon-button" disabled={!draft.trim()} aria-label={t('send')} title={t('send')}>
            <Send size={16} aria-hidden className="flip-rtl" />
          </button>
        )}
      </form>
    </aside>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const t = useKindT(AI_NS);
  const update = useAiStore((state) => state.update);
  const vote = (next: 'up' | 'down') => {
    if (!message.serverId) return;
    const value = message.vote === next ? null : next;
    const previous = message.vote ?? null;
    update(message.key, { vote: value });
    if (value) track(value === 'up' ? 'ai_chat_upvote' : 'ai_chat_downvote');
    aiEditorApi.feedback(message.serverId, value).catch((error: unknown) => {
      update(message.key, { vote: previous });
      showApiError(error);
    });
  };
  return (
    <li className="ai-message" data-role={message.role} data-testid={`ai-message-${message.role}`} aria-busy={message.pending === true}>
      {message.text && <p className="ai-message-text">{message.text}</p>}
      {message.pending && !message.text && <p className="ai-message-text muted">{t('thinking')}</p>}
      {message.changes && (
        <ul className="ai-changes" data-testid="ai-changes">
          {message.changes.length === 0 ? <li className="muted">{t('noChange')}</li> : message.changes.map((change) => <li key={JSON.stringify(change)}>{describeChange(change, t)}</li>)}
        </ul>
      )}
      {message.error && (
        <p className="ai-message-error" role="alert">
          {message.error}
        </p>
      )}
      {message.role === 'assistant' && !message.pending && message.serverId && (
        <span className="ai-votes">
          <button type="button" className="editor-icon-button small" aria-pressed={message.vote === 'up'} onClick={() => vote('up')} aria-label={t('upvote')} title={t('upvote')}>
            <ThumbsUp size={14} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button small" aria-pressed={message.vote === 'down'} onClick={() => vote('down')} aria-label={t('downvote')} title={t('downvote')}>
            <ThumbsDown size={14} aria-hidden />
          </button>
        </span>
      )}
    </li>
  );
}

/** The current slide's number, counted from 1 (0 before one is chosen). */
function useSlideNumber(session: EditorSession, pageId: string | null): number {
  const [number, setNumber] = useState(0);
  useEffect(() => {
    const read = () => setNumber(session.doc.getArray<Y.Map<unknown>>('pages').toArray().findIndex((map) => map.get('id') === pageId) + 1);
    read();
    session.doc.on('afterTransaction', read);
    return () => session.doc.off('afterTransaction', read);
  }, [session, pageId]);
  return number;
}

/**
 * Whether a model answers the chat (ai/provider): until the server says so, and when it says
 * the built-in composer answers, what only a model can do is not offered.
 */
function useConnectedModel(): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let live = true;
    aiApi.provider().then(
      (provider) => live && setConnected(provider.kind !== 'composer'),
      () => live && setConnected(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return connected;
}
