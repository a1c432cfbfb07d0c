import { z } from 'zod';
import type { Settings } from '../../settings.ts';

export const PRESET_IDS = ['openai', 'azure-openai', 'openrouter', 'ollama', 'lm-studio', 'llama-cpp', 'openai-compatible'] as const;
export const PresetId = z.enum(PRESET_IDS);
export type PresetId = z.infer<typeof PresetId>;

export interface Preset {
  id: PresetId;
  /** The server's OpenAI-compatible base; `<resource>` in Azure's is the owner's to fill in. */
  baseUrl: string;
  /** Hosted services refuse calls without a key; local servers need none. */
  needsKey: boolean;
  /** A model most accounts of the service can call, suggested until the owner picks one. */
  model: string;
}

/**
 * The servers the settings screen offers in one click. All speak OpenAI's chat completions
 * (the only protocol the providers use): Azure OpenAI through its v1 API, which takes the
 * key as a bearer token and the deployment name as the model.
 */
export function presets(settings: Settings): Preset[] {
  return [
    { id: 'openai', baseUrl: 'https://api.openai.com/v1', needsKey: true, model: 'gpt-4o-mini' },
    { id: 'azure-openai', baseUrl: 'https://<resource>.openai.azure.com/openai/v1', needsKey: true, model: '' },
    { id: 'openrouter', baseUrl: 'https://openrouter.ai/api/v1', needsKey: true, model: 'openai/gpt-4o-mini' },
    { id: 'ollama', baseUrl: `${settings.ai.detect.ollama}/v1`, needsKey: false, model: '' },
    { id: 'lm-studio', baseUrl: `${settings.ai.detect.lmStudio}/v1`, needsKey: false, model: '' },
    { id: 'llama-cpp', baseUrl: 'http://127.0.0.1:8080/v1', needsKey: false, model: '' },
    { id: 'openai-compatible', baseUrl: '', needsKey: false, model: '' },
  ];
}
