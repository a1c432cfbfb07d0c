import type { EditOperation } from '@folio/layout';
import { AI_STREAM_TIMEOUT_MS } from '@folio/contracts';
import { z } from 'zod';
import type { ChatModel } from '../providers/chat-model.ts';
import { JsonStringField } from '../providers/json-string-field.ts';
import { generateStructured } from '../providers/structured.ts';
import type { ChatEditEvent, ChatEditRequest } from './chat-edit-request.ts';
import { LooseSlideSpec } from './loose-slide.ts';
import { hash } from './page-ids.ts';
import { toGeneratedSlide } from './slide-output.ts';
import { textBlocks } from './text-blocks.ts';

/**
 * The chat edit of a connected model: it answers with a reply and actions in its own words
 * (set text, add or remove a slide, change a layout or the theme, write notes), read leniently
 * and turned into edit operations. The built-in composer's rules are offline-chat.ts.
 */
export async function* modelChatEdit(provider: ChatModel, request: ChatEditRequest): AsyncGenerator<ChatEditEvent, EditOperation[]> {
  const answer = yield* streamModelReply(provider, request);
  return toOperations(answer, request);
}

const ACTIONS = [
  z.object({ action: z.literal('setText'), pageId: z.string(), blockId: z.string(), text: z.string().min(1) }).strict(),
  z.object({ action: z.literal('addSlide'), afterPageId: z.string().nullable().default(null), slide: LooseSlideSpec }).strict(),
  z.object({ action: z.literal('removeSlide'), pageId: z.string() }).strict(),
  z.object({ action: z.literal('changeLayout'), pageId: z.string(), slide: LooseSlideSpec }).strict(),
  z.object({ action: z.literal('changeTheme'), themeId: z.string() }).strict(),
  z.object({ action: z.literal('setNotes'), pageId: z.string(), text: z.string() }).strict(),
] as const;
const Action = z.preprocess(coerceAction, z.discriminatedUnion('action', [...ACTIONS]));
const ModelEdit = z.preprocess(
  (raw) => (isRecord(raw) ? { reply: typeof raw.reply === 'string' ? raw.reply : '', actions: Array.isArray(raw.actions) ? raw.actions : [] } : raw),
  z.object({ reply: z.string().max(2000), actions: z.array(Action).max(40) }).strict(),
);

const ACTION_FIELDS = new Map<string, string[]>(ACTIONS.map((option) => [option.shape.action.value, Object.keys(option.shape)]));
/** Other names models give an action ("set_text", "update_text", "delete_slide"): compared without case, "_" or "-". */
const ACTION_ALIASES: Record<string, string> = {
  settext: 'setText', updatetext: 'setText', edittext: 'setText', replacetext: 'setText', changetext: 'setText', rewrite: 'setText',
  addslide: 'addSlide', insertslide: 'addSlide', newslide: 'addSlide',
  removeslide: 'removeSlide', deleteslide: 'removeSlide',
  changelayout: 'changeLayout', setlayout: 'changeLayout', updatelayout: 'changeLayout',
  changetheme: 'changeTheme', settheme: 'changeTheme', updatetheme: 'changeTheme',
  setnotes: 'setNotes', updatenotes: 'setNotes', setspeakernotes: 'setNotes', writenotes: 'setNotes',
};

/** An action under another name, with snake_case keys ("page_id") and fields the action has not (dropped). */
function coerceAction(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.action !== 'string') return raw;
  const action = ACTION_ALIASES[raw.action.toLowerCase().replace(/[\s_-]+/g, '')] ?? raw.action;
  const fields = ACTION_FIELDS.get(action);
  if (!fields) return raw;
  const camel = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()), value]));
  return Object.fromEntries([['action', action], ...fields.filter((key) => key !== 'action' && camel[key] !== undefined).map((key) => [key, camel[key]])]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A theme named as people write it ("Dark Matter") by its id ("dark-matter"). */
function themeNamed(name: string, themes: readonly string[]): string | undefined {
  const key = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return themes.find((id) => id === key);
}

type ModelEdit = z.infer<typeof ModelEdit>;

/**
 * Asks the model for the edit and hands over the reply's text while the answer streams: the
 * schema puts `reply` before `actions`, so the words show before the actions are written. A
 * retried answer (one that did not validate) only adds what goes beyond the text already shown.
 */
async function* streamModelReply(provider: ChatModel, request: ChatEditRequest): AsyncGenerator<ChatEditEvent, ModelEdit> {
  const outline = request.document.pages
    .map((page, index) => `Slide ${index + 1} (pageId ${page.id}):\n${textBlocks(page).map((block) => `  block ${block.id}: ${block.paragraphs.map((p) => p.spans.map((s) => s.text).join('')).join(' / ')}`).join('\n')}`)
    .join('\n');
  const scope =
    request.mode === 'design'
      ? 'Only changeTheme and changeLayout are allowed: you change how the deck looks, never its words. If asked to change the words, say so in the reply and return no actions.'
      : 'setText replaces a text block\'s text (one paragraph per line).';
  let shown = '';
  let field = new JsonStringField('reply');
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  const tee: ChatModel = {
    kind: provider.kind,
    model: provider.model,
    models: provider.models,
    async *streamText(chat) {
      field = new JsonStringField('reply');
      for await (const delta of provider.streamText(chat)) {
        const text = field.push(delta);
        if (text.length > shown.length && text.startsWith(shown)) {
          queue.push(text.slice(shown.length));
          shown = text;
          wake?.();
        }
        yield delta;
      }
    },
  };
  let settled: { answer: ModelEdit } | { error: unknown } | undefined;
  void generateStructured(tee, {
    schema: ModelEdit,
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: `You edit a slide deck by returning actions. Themes available: ${request.themes.join(', ')}. ${scope} Reply briefly in the user's language.` },
      ...(request.history ?? []).filter((message) => message.role !== 'system').slice(-10),
      { role: 'user', content: `${outline}\n\nSelected: ${JSON.stringify(request.selection ?? {})}\n\nInstruction: ${request.instruction}` },
    ],
  }).then(
    (answer) => (settled = { answer }),
    (error: unknown) => (settled = { error }),
  ).finally(() => wake?.());
  for (;;) {
    const delta = queue.shift();
    if (delta !== undefined) yield { type: 'text', delta };
    else if (settled) break;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
  if ('error' in settled) throw settled.error;
  if (settled.answer.reply.startsWith(shown) && settled.answer.reply.length > shown.length) yield { type: 'text', delta: settled.answer.reply.slice(shown.length) };
  return settled.answer;
}

function toOperations(answer: ModelEdit, request: ChatEditRequest): EditOperation[] {
  const pages = new Map(request.document.pages.map((page) => [page.id as string, page]));
  const operations: EditOperation[] = [];
  for (const [index, action] of answer.actions.entries()) {
    switch (action.action) {
      case 'setText': {
        const block = pages.get(action.pageId) && textBlocks(pages.get(action.pageId)!).find((each) => each.id === action.blockId);
        if (!block) break;
        // New lines keep the roles of the paragraphs they replace, so a rewritten headline stays a headline.
        const paragraphs = action.text.split('\n').filter((line) => line.trim()).map((line, at) => ({ ...(block.paragraphs[Math.min(at, block.paragraphs.length - 1)] ?? { role: 'normalText' as const }), spans: [{ text: line }] }));
        if (paragraphs.length > 0) operations.push({ op: 'setText', pageId: action.pageId, blockId: action.blockId, paragraphs });
        break;
      }
      case 'addSlide': {
        const pageId = `ai-${hash(request.instruction)}-${index + 1}`;
        const slide = toGeneratedSlide(action.slide, 0, pageId, 'en');
        const after = action.afterPageId && pages.has(action.afterPageId) ? action.afterPageId : request.document.pages.at(-1)!.id;
        operations.push({ op: 'insertPage', afterPageId: after, page: slide.page, scripts: slide.scripts });
        break;
      }
      case 'removeSlide':
        if (pages.has(action.pageId)) operations.push({ op: 'removePage', pageId: action.pageId });
        break;
      case 'changeLayout':
        if (pages.has(action.pageId)) operations.push({ op: 'replacePage', pageId: action.pageId, page: toGeneratedSlide(action.slide, 0, action.pageId, 'en').page });
        break;
      case 'changeTheme': {
        const themeId = themeNamed(action.themeId, request.themes);
        if (themeId) operations.push({ op: 'setTheme', themeId });
        break;
      }
      case 'setNotes':
        if (pages.has(action.pageId)) operations.push({ op: 'setScripts', pageId: action.pageId, scripts: [{ id: `${action.pageId}-note-1`, text: action.text }] });
        break;
    }
  }
  return operations;
}
