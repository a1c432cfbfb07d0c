import type { ProjectDocument, EditOperation } from '@folio/layout';
import type { LanguageId, Reference } from '@folio/contracts';
import type { ChatMessage } from '../providers/chat-model.ts';

export interface ChatEditRequest {
  instruction: string;
  document: ProjectDocument;
  /** What the user has selected: the page (and block) an instruction without a slide number is about. */
  selection?: { pageId?: string | undefined; blockId?: string | undefined } | undefined;
  references?: readonly Reference[] | undefined;
  /** Theme ids the user can pick (the renderer's built-ins and their own). */
  themes: readonly string[];
  /** Display names of those themes by id ("Dark Matter"), so an instruction can name a theme as the app shows it. */
  themeNames?: Readonly<Record<string, string>> | undefined;
  /** The deck's language, when the app knows it: the offline chat's replies use it when the instruction's words do not tell. */
  language?: LanguageId | undefined;
  /** `design` (design-chat2) changes only the theme and slide layouts, never the words. */
  mode?: ChatMode | undefined;
  /** The conversation before the instruction, oldest first: a model reads it for context. */
  history?: readonly ChatMessage[] | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

export type ChatMode = 'edit' | 'design';

/** What a chat stream hands over: the reply in pieces as it is written, then the operations. */
export type ChatEditEvent = { type: 'text'; delta: string } | { type: 'operations'; operations: EditOperation[] };

export interface ChatEditResult {
  /** What the assistant says in the chat panel. */
  reply: string;
  operations: EditOperation[];
}

