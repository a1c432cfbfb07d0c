import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Script } from './fake-openai-server.ts';

export const REPLIES_DIR = fileURLToPath(new URL('../../../fixtures/model-replies/', import.meta.url));

/** How a server family frames its stream (what each one was seen to send). */
export type Family = 'openai' | 'ollama' | 'llamacpp' | 'openrouter' | 'deepseek' | 'lmstudio' | 'vllm';
/** How the answer ends: finished, stopped at the token limit, or the connection dropped. */
export type Ending = 'stop' | 'length' | 'drop';

export interface ReplayCase {
  name: string;
  call: 'plan' | 'slides' | 'regenerate' | 'chat';
  family: Family;
  model: string;
  /** Files under fixtures/model-replies/, one per request; the last answers any further request too. */
  replies: string[];
  ending?: Ending;
  /** Reasoning streamed in a separate field before the answer (DeepSeek's API). */
  reasoning?: string;
  /** What the case must end in. */
  ends: 'deck' | 'error';
  /** False when nothing can be handed over before the answer ends (a Markdown outline, JSON inside unclosed reasoning). */
  streams?: boolean;
  why: string;
}

export interface ReplayManifest {
  prompt: string;
  storyline: string[];
  regenerate: { index: number };
  chat: { deck: string; instruction: string; themes: string[] };
  cases: ReplayCase[];
}

export function loadManifest(): ReplayManifest {
  return JSON.parse(readFileSync(`${REPLIES_DIR}cases.json`, 'utf8')) as ReplayManifest;
}

export function readReply(file: string): string {
  const text = readFileSync(`${REPLIES_DIR}${file}`, 'utf8');
  // Files end with one newline for the editor's sake; the answer itself does not.
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** A small seeded generator, so a failing replay cuts its stream the same way every run. */
function random(seed: string): () => number {
  let state = 0x9e3779b9;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x85ebca6b) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text cut the way a tokenizer streams it: pieces of one to six characters, often mid-word and mid-escape. */
export function tokens(text: string, seed: string): string[] {
  const next = random(seed);
  const characters = [...text];
  const out: string[] = [];
  for (let at = 0; at < characters.length; ) {
    const size = 1 + Math.floor(next() * 6);
    out.push(characters.slice(at, at + size).join(''));
    at += size;
  }
  return out;
}

function chunk(family: Family, model: string, delta: Record<string, unknown>, finish: string | null): string {
  const body: Record<string, unknown> = { id: 'chatcmpl-replay', object: 'chat.completion.chunk', created: 1764200000, model, choices: [{ index: 0, delta, finish_reason: finish }] };
  if (family === 'ollama') body.system_fingerprint = 'fp_ollama';
  if (family === 'llamacpp' && finish) body.timings = { prompt_n: 412, predicted_n: 800 };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The whole SSE text a family's server writes for `answer`, ending as `ending` says. */
export function sseText(replay: { family: Family; model: string; answer: string; reasoning?: string | undefined; ending: Ending; seed: string }): string {
  const { family, model } = replay;
  let out = family === 'openrouter' ? ': OPENROUTER PROCESSING\n\n: OPENROUTER PROCESSING\n\n' : '';
  out += chunk(family, model, { role: 'assistant', content: family === 'deepseek' ? null : '' }, null);
  if (replay.reasoning) for (const piece of tokens(replay.reasoning, `${replay.seed}-r`)) out += chunk(family, model, { content: null, reasoning_content: piece }, null);
  for (const piece of tokens(replay.answer, replay.seed)) out += chunk(family, model, { content: piece }, null);
  if (replay.ending === 'drop') return out;
  out += chunk(family, model, family === 'openai' || family === 'openrouter' ? {} : { content: '' }, replay.ending);
  if (family === 'openai') out += `data: ${JSON.stringify({ id: 'chatcmpl-replay', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 412, completion_tokens: 800 } })}\n\n`;
  // llama.cpp's server ends its stream without the [DONE] line.
  return family === 'llamacpp' ? out : `${out}data: [DONE]\n\n`;
}

/**
 * A fake-server script replaying one recorded answer: the SSE bytes are written in pieces of
 * 1 to 200 bytes, so lines, JSON and UTF-8 characters are split across network reads as
 * proxies split them; a dropped connection is a destroyed socket after the last byte.
 * `halfway`, when given, is awaited once half the bytes are out: a test holds the rest of
 * the answer back there to see what the client made of the first half.
 */
export function replay(entry: ReplayCase, file: string, attempt: number, halfway?: () => Promise<unknown>): Script {
  return async (request, response: ServerResponse) => {
    const bytes = Buffer.from(sseText({ family: entry.family, model: entry.model, answer: readReply(file), reasoning: entry.reasoning, ending: entry.ending ?? 'stop', seed: `${entry.name}-${attempt}` }));
    const next = random(`${entry.name}-bytes-${attempt}`);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let held = false;
    for (let at = 0; at < bytes.length; ) {
      const size = 1 + Math.floor(next() * 200);
      response.write(bytes.subarray(at, at + size));
      at += size;
      if (halfway && !held && at >= bytes.length / 2) {
        held = true;
        await halfway();
      }
      // Yielding to the event loop makes the pieces separate reads on the other side.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if ((entry.ending ?? 'stop') === 'drop') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      request.raw.socket.destroy();
    } else response.end();
  };
}
