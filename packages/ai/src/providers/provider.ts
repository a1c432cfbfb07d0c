import { MAX_DEVELOPER_MODELS } from '@folio/contracts';
import type { ChatModel } from './chat-model.ts';
import { OpenAiCompatibleModel } from './openai-compatible.ts';

/**
 * Where AI answers come from: a chat model when one is configured, otherwise the built-in
 * composer (ARCHITECTURE.md: the default, offline, no weights). The app shows which.
 */
export type Provider = { kind: 'composer' } | ChatModel;

export const COMPOSER: Provider = { kind: 'composer' };

/**
 * The provider the environment configures: AI_BASE_URL (with AI_MODEL, optional
 * AI_API_KEY, AI_MODELS — a comma-separated list of up to 8 for the developer picker — and
 * AI_JSON_MODE=1) selects an OpenAI-compatible server; nothing selects the composer.
 */
export function providerFromEnv(env: Record<string, string | undefined>, fetchImpl?: typeof fetch): Provider {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return COMPOSER;
  const models = (env.AI_MODELS ?? '').split(',').map((model) => model.trim()).filter(Boolean);
  const model = env.AI_MODEL?.trim() || models[0];
  if (!model) throw new Error('AI_BASE_URL is set but AI_MODEL is not: name the model to use.');
  return new OpenAiCompatibleModel({
    baseUrl,
    apiKey: env.AI_API_KEY,
    model,
    models: models.slice(0, MAX_DEVELOPER_MODELS),
    jsonMode: env.AI_JSON_MODE === '1' || env.AI_JSON_MODE === 'true',
    fetch: fetchImpl,
  });
}

/** What the app shows about the provider in use and what the model picker lists. */
export function describeProvider(provider: Provider): { kind: Provider['kind']; model: string; models: string[] } {
  return provider.kind === 'composer' ? { kind: 'composer', model: 'built-in composer', models: [] } : { kind: provider.kind, model: provider.model, models: [...provider.models] };
}
