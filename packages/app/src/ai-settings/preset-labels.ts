import type { PresetId } from '../api/ai-settings-api.ts';

/** Product names are not translated; the generic choice is (see its `custom` text). */
export const PRESET_NAMES: Record<Exclude<PresetId, 'openai-compatible'>, string> = {
  openai: 'OpenAI',
  'azure-openai': 'Azure OpenAI',
  openrouter: 'OpenRouter',
  ollama: 'Ollama',
  'lm-studio': 'LM Studio',
  'llama-cpp': 'llama.cpp server',
};

/** Which hint of the `hints` texts goes under each preset. */
export const PRESET_HINTS: Record<PresetId, 'openai' | 'azure' | 'openrouter' | 'local' | 'custom'> = {
  openai: 'openai',
  'azure-openai': 'azure',
  openrouter: 'openrouter',
  ollama: 'local',
  'lm-studio': 'local',
  'llama-cpp': 'local',
  'openai-compatible': 'custom',
};
