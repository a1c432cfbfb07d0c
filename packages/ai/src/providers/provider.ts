import type { ChatModel } from './chat-model.ts';
import { OpenAiCompatibleModel, type OpenAiCompatibleConfig } from './openai-compatible.ts';

/**
 * Where AI answers come from: a chat model when one is configured, otherwise the built-in
 * composer (ARCHITECTURE.md: the default, offline, no weights). The app shows which.
 */
export type Provider = { kind: 'composer' } | ChatModel;

export const COMPOSER: Provider = { kind: 'composer' };

/**
 * An OpenAI-compatible server as the instance configures it: the server package reads and
 * validates its settings (AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_MODELS, AI_JSON_MODE) once at
 * start; this package never reads the environment.
 */
export type ChatServerSettings = Pick<OpenAiCompatibleConfig, 'baseUrl' | 'apiKey' | 'model' | 'models' | 'jsonMode'>;

/** The provider of a configured server; none configured, the built-in composer. */
export function createProvider(settings: ChatServerSettings | undefined): Provider {
  return settings ? new OpenAiCompatibleModel(settings) : COMPOSER;
}

/** What the app shows about the provider in use and what the model picker lists. */
export function describeProvider(provider: Provider): { kind: Provider['kind']; model: string; models: string[] } {
  return provider.kind === 'composer' ? { kind: 'composer', model: 'built-in composer', models: [] } : { kind: provider.kind, model: provider.model, models: [...provider.models] };
}
