import { BLOCK_PLACEHOLDER_TIMEOUT_MS, QuoteCard } from '@folio/contracts';
import { BlockContent, type BlockKind, DiagramBlock, DiagramNodeShape, EditOperation, Page, Script } from '@folio/layout';
import { z } from 'zod';
import { postStream } from '../../api/event-stream.ts';
import { request } from '../../api/http.ts';

/**
 * The AI calls the editor makes (packages/server/AI-API.md: chat, regenerate, placeholders,
 * images, quotes, diagrams, speaker-note audio). Answers are checked with zod here, at the
 * boundary, so the editor only ever applies shapes it understands.
 */

const A = '/api2/v1/ai';
export type ChatMode = 'chat' | 'design';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatSelection {
  pageId?: string;
  blockId?: string;
}

type ChatEvent = { type: 'message'; id: string } | { type: 'text'; delta: string } | { type: 'operations'; operations: EditOperation[] } | { type: 'done' };

const ChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), id: z.coerce.string() }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('operations'), operations: z.array(EditOperation) }),
  z.object({ type: z.literal('done') }),
]);

/** Which chat route answers: design mode has its own; the §3 onboarding flag picks the experimental one. */
export function chatPath(mode: ChatMode, experimental: boolean): string {
  if (experimental) return `${A}/chat/test`;
  return mode === 'design' ? `${A}/design-chat2` : `${A}/chat2`;
}

/** The chat's events in order; events this build does not know are skipped, not fatal. */
export async function* chatStream(path: string, body: { projectId: string; messages: ChatTurn[]; selection?: ChatSelection }, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
  for await (const raw of postStream(path, body, signal ? { signal } : {})) {
    const event = ChatEventSchema.safeParse(raw);
    if (event.success) yield event.data as ChatEvent;
    else if (isObject(raw) && raw.type === 'operations') throw new Error('unreadable AI edit');
  }
}

const Nothing = z.unknown();

const RegeneratedSlide = z.object({ page: Page, scripts: z.array(Script).default([]) });

const GeneratedImage = z.object({ id: z.coerce.number(), key: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type GeneratedImage = z.infer<typeof GeneratedImage>;

const DiagramNode = z.object({ id: z.string(), label: z.string(), shape: DiagramNodeShape.default('rounded') });
export type DiagramNode = z.infer<typeof DiagramNode>;
const DiagramEdge = z.object({ from: z.string(), to: z.string(), label: z.string().optional() });
export type DiagramEdge = z.infer<typeof DiagramEdge>;

type DiagramEvent = { type: 'node'; node: DiagramNode } | { type: 'edge'; edge: DiagramEdge } | { type: 'diagram'; block: z.infer<typeof DiagramBlock> };

const DiagramEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('node'), node: DiagramNode }),
  z.object({ type: z.literal('edge'), edge: DiagramEdge }),
  z.object({ type: z.literal('diagram'), block: DiagramBlock }),
]);

const SpeechTask = z.object({ status: z.enum(['pending', 'success', 'error']), url: z.string().nullish(), engine: z.enum(['provider', 'browser']) });
export type SpeechTask = z.infer<typeof SpeechTask>;

export const aiEditorApi = {
  feedback: (messageId: string, vote: 'up' | 'down' | null) => request('POST', `${A}/chat/feedback`, { body: { messageId, vote }, schema: Nothing }),
  regenerateSlide: (projectId: string, pageId: string, signal?: AbortSignal) =>
    request('POST', `${A}/slide/regenerate`, { body: { projectId, pageId }, schema: RegeneratedSlide, timeoutMs: BLOCK_PLACEHOLDER_TIMEOUT_MS, ...(signal ? { signal } : {}) }),
  placeholder: (type: BlockKind, block: BlockContent | undefined, prompt: string) =>
    request('POST', `${A}/block/placeholder`, { body: { type, ...(block ? { block } : {}), prompt }, schema: z.object({ block: BlockContent }), timeoutMs: BLOCK_PLACEHOLDER_TIMEOUT_MS }).then((data) => data.block),
  enhanceImagePrompt: (prompt: string) => request('POST', `${A}/image/generate/enhance-prompt`, { body: { prompt }, schema: z.object({ prompt: z.string() }) }).then((data) => data.prompt),
  generateImages: (prompt: string, themeId: string, count: number, size: { width: number; height: number }) =>
    request('POST', `${A}/image/generate`, { body: { prompt, themeId, count, ...size }, schema: z.object({ images: z.array(GeneratedImage) }), timeoutMs: BLOCK_PLACEHOLDER_TIMEOUT_MS }).then((data) => data.images),
  quote: (topic: string) => request('POST', `${A}/quote/generate`, { body: { topic }, schema: QuoteCard }),
  async *diagram(prompt: string, signal?: AbortSignal): AsyncGenerator<DiagramEvent> {
    for await (const raw of postStream(`${A}/block/diagram.stream`, { prompt }, signal ? { signal } : {})) {
      const event = DiagramEventSchema.safeParse(raw);
      if (event.success) yield event.data as DiagramEvent;
    }
  },
  speak: (projectId: string, pageId: string, text: string) =>
    request('POST', '/api/iart/v1/documentMessage/tts', { body: { projectId, pageId, text }, schema: z.object({ taskId: z.coerce.string() }) }).then((data) => data.taskId),
  speechTask: (taskId: string) => request('GET', '/api/iart/v1/documentMessage/polling', { query: { taskId }, schema: SpeechTask }),
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
