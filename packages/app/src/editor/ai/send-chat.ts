import { EditOperationError, readProject } from '@folio/layout';
import { ApiError, CancelledError } from '../../api/api-error.ts';
import { opensProDialog } from '../../errors/catalogue.ts';
import { messageOf } from '../../errors/show-api-error.ts';
import { i18next } from '../../i18n/i18n.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { chatPath, chatStream, type ChatSelection, type ChatTurn } from './ai-editor-api.ts';
import { kindT, type ProjectKind } from '../page-words/page-words.ts';
import { AI_NS, aiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { applyAiOperations } from './apply-operations.ts';

/** The server takes at most 40 messages, the instruction last (AI-API.md). */
const MAX_MESSAGES = 40;

let running: AbortController | null = null;

/** Stops the answer being streamed, if any (Stop, a new chat, leaving the editor). */
export function stopChat(): void {
  running?.abort();
  running = null;
}

/** ⌘/Ctrl+K or the new-chat button: an answer still coming for the old conversation is dropped, not applied. */
export function startNewChat(): void {
  stopChat();
  useAiStore.getState().newChat();
}

/**
 * Sends one instruction with the conversation so far and the current slide and block, shows
 * the reply as it streams in, and applies the edit it ends with as one undo step.
 */
export async function sendChat(session: EditorSession, projectId: string, instruction: string, experimental: boolean): Promise<void> {
  const store = useAiStore.getState();
  stopChat();
  const controller = new AbortController();
  running = controller;
  const chat = store.chat;
  const earlier: ChatTurn[] = store.messages.filter((message) => !message.error && !message.pending && message.text).map((message) => ({ role: message.role, content: message.text }));
  const messages = [...earlier, { role: 'user' as const, content: instruction }].slice(-MAX_MESSAGES);
  store.add({ role: 'user', text: instruction });
  const key = store.add({ role: 'assistant', text: '', pending: true });
  const update = (patch: Parameters<typeof store.update>[1]) => {
    if (useAiStore.getState().chat === chat) useAiStore.getState().update(key, patch);
  };
  const { pageId, selection } = useEditorStore.getState();
  const selected: ChatSelection = { ...(pageId ? { pageId } : {}), ...(selection.length === 1 ? { blockId: selection[0] } : {}) };

  try {
    for await (const event of chatStream(chatPath(store.mode, experimental), { projectId, messages, selection: selected }, controller.signal)) {
      if (useAiStore.getState().chat !== chat) break;
      if (event.type === 'message') update({ serverId: event.id });
      else if (event.type === 'text') update((message) => ({ text: message.text + event.delta }));
      else if (event.type === 'operations') {
        const changes = applyAiOperations(session.doc, session.history, event.operations);
        update({ changes });
        // A slide the AI added is shown, as one added by hand is.
        const added = changes.find((change) => change.kind === 'addPage');
        if (added) useEditorStore.getState().selectPage(added.pageId);
      }
    }
  } catch (error) {
    update({ error: errorText(error, readProject(session.doc).kind) });
  } finally {
    update({ pending: false });
    if (running === controller) running = null;
  }
}

function errorText(error: unknown, kind: ProjectKind): string | undefined {
  if (error instanceof EditOperationError) return kindT(AI_NS, kind)('staleEdit');
  if (error instanceof CancelledError) return undefined;
  if (!(error instanceof ApiError)) return i18next.t('code.-1');
  // §8: 40201 (and the other quota codes) open the Pro dialog, from the AI chat; §8 gives them no message.
  if (opensProDialog(error.code)) {
    useDialogStore.getState().openDialog('pro');
    return aiT('allowanceSpent');
  }
  return messageOf(error);
}
