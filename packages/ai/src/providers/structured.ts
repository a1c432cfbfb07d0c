import { z } from 'zod';
import { AiError } from './ai-error.ts';
import type { ChatMessage, ChatModel, ChatRequest } from './chat-model.ts';
import { JsonArrayStream } from './json-array-stream.ts';
import { ThinkFilter } from './think-filter.ts';
import { parseTolerantJson, splitThinking } from './tolerant-json.ts';

const CLOSE_THINK = '</think>';

export interface StructuredRequest<T, I> extends Omit<ChatRequest, 'messages'> {
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  /** Hand over the objects of this array while the answer streams (the top-level array when `key` is absent). */
  items?: { key?: string; schema: z.ZodType<I> } | undefined;
  /** Answers tried in all, the later ones told what was wrong with the one before. */
  attempts?: number | undefined;
  /**
   * Reads an answer that holds no JSON (a small model's Markdown outline) as the value it
   * stands for; undefined when it cannot. Its items are handed over when the answer ends.
   */
  fromText?: ((answer: string) => unknown) | undefined;
}

export type StructuredEvent<T, I> = { type: 'item'; index: number; item: I } | { type: 'result'; value: T };

/**
 * A model's answer as a validated object. The JSON Schema of `schema` goes into the system
 * prompt (models without a JSON mode follow it well enough), the answer is read tolerantly
 * (thinking, fences, prose, truncation, small syntax errors) and validated with zod; an
 * answer that does not validate is sent back with the validation errors, a bounded number
 * of times. Array items are validated and handed over one by one as soon as each closes.
 */
export async function* streamStructured<T, I = never>(model: ChatModel, request: StructuredRequest<T, I>): AsyncGenerator<StructuredEvent<T, I>> {
  const attempts = request.attempts ?? 2;
  const messages: ChatMessage[] = [schemaInstruction(request.schema), ...request.messages];
  let emitted = 0;
  for (let attempt = 1; ; attempt++) {
    const think = new ThinkFilter();
    let stream = request.items ? new JsonArrayStream(request.items.key) : undefined;
    let answer = '';
    let visible = '';
    let index = 0;
    const take = function* (elements: string[]): Generator<StructuredEvent<T, I>> {
      for (const element of elements) {
        const parsed = request.items!.schema.safeParse(safeJson(element));
        const at = index++;
        if (parsed.success && at >= emitted) {
          emitted = at + 1;
          yield { type: 'item', index: at, item: parsed.data };
        }
      }
    };
    for await (const delta of model.streamText({ ...request, messages })) {
      answer += delta;
      const shown = think.push(delta);
      visible += shown;
      const lone = visible.lastIndexOf(CLOSE_THINK);
      if (lone !== -1 && request.items) {
        // A lone closing tag: everything before it was reasoning whose opening tag the server ate, so read anew after it.
        visible = visible.slice(lone + CLOSE_THINK.length);
        stream = new JsonArrayStream(request.items.key);
        index = 0;
        yield* take(stream.push(visible));
      } else if (stream && shown) yield* take(stream.push(shown));
    }
    if (stream) yield* take(stream.push(think.end()));

    const problem = validate(request.schema, answer, request.fromText);
    if (problem.ok) {
      if (request.items) {
        const list = request.items.key === undefined ? problem.value : (problem.value as Record<string, unknown>)[request.items.key];
        const all = Array.isArray(list) ? list : [];
        for (let at = emitted; at < all.length; at++) {
          const parsed = request.items.schema.safeParse(all[at]);
          if (parsed.success) {
            emitted = at + 1;
            yield { type: 'item', index: at, item: parsed.data };
          }
        }
      }
      yield { type: 'result', value: problem.value };
      return;
    }
    if (attempt >= attempts) throw new AiError('invalid_output', problem.summary, answer);
    messages.push(
      { role: 'assistant', content: answer },
      { role: 'user', content: `That answer is not valid: ${problem.message}\nWrite the whole answer again as JSON only, matching the schema.` },
    );
  }
}

/** A single object, without streaming items. */
export async function generateStructured<T>(model: ChatModel, request: Omit<StructuredRequest<T, never>, 'items'>): Promise<T> {
  for await (const event of streamStructured<T, never>(model, request)) if (event.type === 'result') return event.value;
  throw new AiError('invalid_output', 'The model gave no answer.');
}

function schemaInstruction(schema: z.ZodType): ChatMessage {
  const jsonSchema = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }));
  return {
    role: 'system',
    content: `Answer with a single JSON value and nothing else: no prose, no Markdown fences. It must match this JSON Schema:\n${jsonSchema}`,
  };
}

/** `message` tells the model what to fix; `summary` tells a person what went wrong, without a parser's words. */
type Problem = { ok: false; message: string; summary: string };

function validate<T>(schema: z.ZodType<T>, answer: string, fromText?: (answer: string) => unknown): { ok: true; value: T } | Problem {
  const { visible, unclosed } = splitThinking(answer);
  if (!visible.trim() && !unclosed?.trim()) return { ok: false, message: 'the answer was empty', summary: 'The model gave an empty answer.' };
  let json: unknown;
  try {
    json = parseTolerantJson(answer);
  } catch (error) {
    json = fromText?.(visible);
    if (json === undefined) {
      return {
        ok: false,
        message: `no JSON could be read from it (${error instanceof Error ? error.message : String(error)})`,
        summary: 'The model answered in prose instead of the JSON it was asked for.',
      };
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 10);
  const paths = [...new Set(issues.map((issue) => issue.path.join('.') || 'the answer'))].slice(0, 3).join(', ');
  return {
    ok: false,
    message: issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '),
    summary: `The model's answer did not have the shape it was asked for (${paths}).`,
  };
}

function safeJson(text: string): unknown {
  try {
    return parseTolerantJson(text);
  } catch {
    return undefined;
  }
}
