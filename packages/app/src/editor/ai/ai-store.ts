import type { EditChange } from '@folio/layout';
import { create } from 'zustand';
import type { ChatMode } from './ai-editor-api.ts';

export interface ChatMessage {
  /** Local key; the server's message id (what votes name) arrives with the stream. */
  key: number;
  role: 'user' | 'assistant';
  text: string;
  serverId?: string;
  changes?: EditChange[];
  /** The §8 message of a failed answer. */
  error?: string;
  vote?: 'up' | 'down' | null;
  pending?: boolean;
}

/** The AI dialog showing, if any. */
type AiDialog = 'image' | 'quote' | 'diagram' | 'block' | null;

interface AiState {
  projectId: string | null;
  open: boolean;
  dialog: AiDialog;
  mode: ChatMode;
  messages: ChatMessage[];
  /** Bumped by a new chat, so an answer still streaming into the old one is dropped. */
  chat: number;
  setProject(projectId: string): void;
  openDialog(dialog: AiDialog): void;
  toggle(): void;
  setOpen(open: boolean): void;
  switchMode(): void;
  newChat(): void;
  add(message: Omit<ChatMessage, 'key'>): number;
  update(key: number, patch: Partial<ChatMessage> | ((message: ChatMessage) => Partial<ChatMessage>)): void;
}

let nextKey = 1;

/** The AI chat of the open project: panel state and the conversation (UI state, never in the Y.Doc). */
export const useAiStore = create<AiState>((set, get) => ({
  projectId: null,
  open: false,
  dialog: null,
  mode: 'chat',
  messages: [],
  chat: 0,
  setProject: (projectId) => set({ projectId }),
  openDialog: (dialog) => set({ dialog }),
  toggle: () => set({ open: !get().open }),
  setOpen: (open) => set({ open }),
  switchMode: () => set({ mode: get().mode === 'chat' ? 'design' : 'chat', open: true }),
  newChat: () => set({ messages: [], chat: get().chat + 1, open: true }),
  add: (message) => {
    const key = nextKey++;
    set({ messages: [...get().messages, { ...message, key }] });
    return key;
  },
  update: (key, patch) =>
    set({ messages: get().messages.map((message) => (message.key === key ? { ...message, ...(typeof patch === 'function' ? patch(message) : patch) } : message)) }),
}));

export function resetAiStore(): void {
  useAiStore.setState({ open: false, dialog: null, mode: 'chat', messages: [], chat: useAiStore.getState().chat + 1 });
}
