import { z } from 'zod';
import { AI_STREAM_TIMEOUT_MS, MAX_DEVELOPER_MODELS } from '@folio/contracts';
import { AiError } from './ai-error.ts';
import type { ChatModel, ChatRequest } from './chat-model.ts';
import { retryAfterMs } from './retry-after.ts';
import { parseSse } from './sse.ts';

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM). */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  models?: readonly string[] | undefined;
  /** Ask for `response_format: json_object`; off by default because many local servers reject it. */
  jsonMode?: boolean | undefined;
  /** How often a 429 is waited out before giving up. */
  rateLimitRetries?: number | undefined;
  /** The longest wait a Retry-After may impose; longer asks fail at once as rate_limited. */
  maxRetryWaitMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** The parts of a streamed chunk Folio reads; reasoning fields (`reasoning_content`, `reasoning`) are ignored on purpose. */
const Chunk = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().nullish(), finish_reason: z.string().nullish() }).partial())
    .default([]),
  error: z.object({ message: z.string() }).partial().optional(),
});

/**
 * Chat completions from any OpenAI-compatible server (OpenAI, Azure OpenAI, Ollama, vLLM,
 * LM Studio, llama.cpp server, OpenRouter), streamed: POST {baseUrl}/chat/completions with
 * `stream: true`, read as server-sent events.
 */
export class OpenAiCompatibleModel implements ChatModel {
  readonly kind = 'openai-compatible';
  readonly model: string;
  readonly models: readonly string[];

  constructor(private readonly config: OpenAiCompatibleConfig) {
    this.model = config.model;
    this.models = [...new Set([config.model, ...(config.models ?? [])])].slice(0, MAX_DEVELOPER_MODELS);
  }

  async *streamText(request: ChatRequest): AsyncGenerator<string> {
    const timeout = AbortSignal.timeout(request.timeoutMs ?? AI_STREAM_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let partial = '';
    const fail = (error: unknown): never => {
      if (error instanceof AiError) throw error;
      if (timeout.aborted) throw new AiError('timeout', 'The model did not finish in time.', partial);
      if (request.signal?.aborted) throw new AiError('aborted', 'The request was cancelled.', partial);
      const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      if (partial === '' && !/terminated|socket|closed|reset/i.test(detail)) throw new AiError('unreachable', `The model server could not be reached: ${detail}`);
      throw new AiError('connection_cut', `The connection to the model server was cut: ${detail}`, partial);
    };
    try {
      const response = await this.post(request, signal);
      let finished = false;
      for await (const event of parseSse(response.body as unknown as AsyncIterable<Uint8Array>)) {
        if (event.data.trim() === '[DONE]') {
          finished = true;
          break;
        }
        const chunk = readChunk(event.data);
        if (!chunk) continue;
        if (chunk.error?.message) throw new AiError('http_error', `The model server reported: ${chunk.error.message}`, partial);
        for (const choice of chunk.choices) {
          const delta = choice.delta?.content;
          if (delta) {
            partial += delta;
            yield delta;
          }
          // A repaired half answer would pass for a whole one: the last slide cut mid-sentence, the rest silently missing.
          if (choice.finish_reason === 'length') throw new AiError('truncated', 'The model stopped at its length limit before finishing its answer.', partial);
          if (choice.finish_reason) finished = true;
        }
      }
      if (!finished) throw new AiError('connection_cut', 'The model server closed the stream before the answer was complete.', partial);
    } catch (error) {
      fail(error);
    }
  }

  /** POSTs the request, waiting out 429s as long as Retry-After allows. */
  private async post(request: ChatRequest, signal: AbortSignal): Promise<Response> {
    const retries = this.config.rateLimitRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const response = await (this.config.fetch ?? fetch)(`${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: request.model && this.models.includes(request.model) ? request.model : this.model,
          messages: request.messages,
          stream: true,
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(this.config.jsonMode ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal,
      });
      if (response.ok && response.body) return response;
      const body = await response.text().catch(() => '');
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1000 * 2 ** attempt;
        if (attempt < retries && wait <= (this.config.maxRetryWaitMs ?? 60_000)) {
          await sleep(wait, signal);
          continue;
        }
        throw new AiError('rate_limited', 'The model server is busy (rate limited); try again in a moment.', '', 429);
      }
      throw new AiError('http_error', `The model server answered ${response.status}: ${body.slice(0, 300)}`, '', response.status);
    }
  }
}

/** A chunk's JSON, or undefined for a malformed one: one bad chunk must not lose the answer (§8: stream parse errors are logged only). */
function readChunk(data: string): z.infer<typeof Chunk> | undefined {
  try {
    const parsed = Chunk.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
