/** A chat message in the OpenAI shape, which every compatible server accepts. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** One of the configured models (§2 developer picker); the default model otherwise. */
  model?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Whole-call limit; §9 gives AI streams 10 minutes and block placeholders 5. */
  timeoutMs?: number | undefined;
  temperature?: number | undefined;
}

/** A model that streams chat completions as text deltas. */
export interface ChatModel {
  readonly kind: 'openai-compatible';
  /** The default model. */
  readonly model: string;
  /** The models the developer picker may offer (at most 8, §9). */
  readonly models: readonly string[];
  streamText(request: ChatRequest): AsyncIterable<string>;
}
