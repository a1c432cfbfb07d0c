import { applicableOperations, type EditOperation, type ProjectDocument } from '@folio/layout';
import type { Provider } from '../providers/provider.ts';
import type { ChatEditEvent, ChatEditRequest, ChatEditResult } from './chat-edit-request.ts';
import { modelChatEdit } from './model-chat-edit.ts';
import { offlineEdit } from './offline-chat.ts';
import { pageText } from './speaker-notes.ts';

/** The operations design mode may answer with: the look of the deck, not its content. */
const DESIGN_OPERATIONS: ReadonlySet<EditOperation['op']> = new Set(['setTheme', 'replacePage']);

/**
 * `aiChatV2` / `ai/chat2` edits: an instruction (rewrite, shorten, translate, add or remove a
 * slide, change a layout or the theme, write notes) turned into document operations.
 */
export async function chatEdit(provider: Provider, request: ChatEditRequest): Promise<ChatEditResult> {
  let reply = '';
  let operations: EditOperation[] = [];
  for await (const event of streamChatEdit(provider, request)) {
    if (event.type === 'text') reply += event.delta;
    else operations = event.operations;
  }
  return { reply, operations };
}

/**
 * `chatEdit` as a stream: the reply as the model writes it (the composer's in a few pieces),
 * then the operations — only those that apply to `request.document` in order, and in design
 * mode only design operations.
 */
export async function* streamChatEdit(provider: Provider, request: ChatEditRequest): AsyncGenerator<ChatEditEvent> {
  let operations: EditOperation[];
  if (provider.kind === 'composer') {
    const result = await offlineEdit(request);
    for (const delta of pieces(result.reply)) yield { type: 'text', delta };
    operations = result.operations;
  } else {
    operations = yield* modelChatEdit(provider, request);
  }
  const allowed = request.mode === 'design' ? operations.filter((operation) => isDesignOperation(operation, request.document)) : operations;
  // The reply has been shown already: say so when design mode leaves out part of what it describes.
  if (allowed.length < operations.length) yield { type: 'text', delta: DESIGN_LEFT_OUT };
  yield { type: 'operations', operations: applicableOperations(request.document, allowed) };
}

const DESIGN_LEFT_OUT = ' (Some of this would have changed the words, which design mode leaves alone, so it was not applied.)';

/** The look of the deck only: a theme, or a page laid out anew with none but its own words. */
function isDesignOperation(operation: EditOperation, document: ProjectDocument): boolean {
  if (!DESIGN_OPERATIONS.has(operation.op)) return false;
  if (operation.op !== 'replacePage') return true;
  const before = document.pages.find((page) => page.id === operation.pageId);
  // Words, not lines: a new layout may split a line into a heading and its points, or cut it to fit.
  const words = new Set(before ? pageText(before).flatMap(wordsOf) : []);
  return pageText(operation.page).flatMap(wordsOf).every((word) => words.has(word));
}

function wordsOf(line: string): string[] {
  return line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A finished reply cut at word boundaries into about three pieces, so the composer's answer streams like a model's. */
function pieces(reply: string): string[] {
  const words = reply.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / 3));
  const out: string[] = [];
  for (let at = 0; at < words.length; at += size) out.push(words.slice(at, at + size).join(''));
  return out;
}
