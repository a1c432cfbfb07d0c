import { z } from 'zod';
import { request } from './http.ts';

/** The instance owner's AI model calls (packages/server/AI-API.md "AI model settings"). */

export const PRESET_IDS = ['openai', 'azure-openai', 'openrouter', 'ollama', 'lm-studio', 'llama-cpp', 'openai-compatible'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

const Preset = z.object({ id: z.enum(PRESET_IDS), baseUrl: z.string(), needsKey: z.boolean(), model: z.string() });
export type Preset = z.infer<typeof Preset>;

const AiSettings = z.object({
  saved: z
    .object({
      preset: z.enum(PRESET_IDS),
      baseUrl: z.string(),
      model: z.string(),
      key: z.object({ set: z.boolean(), last4: z.string().nullable(), unreadable: z.boolean() }),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Set when AI_BASE_URL… configure the model: they override what is saved here. */
  environment: z.object({ baseUrl: z.string(), model: z.string(), keySet: z.boolean(), variables: z.array(z.string()) }).nullable(),
  presets: z.array(Preset),
});
export type AiSettings = z.infer<typeof AiSettings>;

const LocalServer = z.object({ preset: z.enum(['ollama', 'lm-studio']), baseUrl: z.string(), models: z.array(z.string()) });
export type LocalServer = z.infer<typeof LocalServer>;

export const VERDICTS = ['ok', 'unreachable', 'unauthorised', 'model_not_found', 'no_stream'] as const;
const ConnectionReport = z.object({
  verdict: z.enum(VERDICTS),
  reachable: z.boolean(),
  authorised: z.boolean().nullable(),
  modelFound: z.boolean().nullable(),
  streams: z.boolean().nullable(),
  firstTokenMs: z.number().nullable(),
  models: z.array(z.string()),
  detail: z.string(),
});
export type ConnectionReport = z.infer<typeof ConnectionReport>;

export interface ModelChoice {
  preset: PresetId;
  baseUrl: string;
  model: string;
  /** A new key; left out, the saved one stays; null removes it. */
  apiKey?: string | null;
}

const S = '/api2/v1/ai/settings';
/** A test waits for the model's first answer, which a cold local model may take a while to give. */
const TEST_TIMEOUT_MS = 90_000;

export const aiSettingsApi = {
  read: () => request('GET', S, { schema: AiSettings }),
  save: (choice: ModelChoice) => request('POST', `${S}/update`, { body: choice, schema: z.null() }),
  remove: () => request('POST', `${S}/remove`, { body: {}, schema: z.null() }),
  test: (target: { baseUrl: string; model: string; apiKey?: string }) => request('POST', `${S}/test`, { body: target, schema: ConnectionReport, timeoutMs: TEST_TIMEOUT_MS }),
  detect: () => request('GET', `${S}/detect`, { schema: z.object({ servers: z.array(LocalServer) }) }).then((data) => data.servers),
};
