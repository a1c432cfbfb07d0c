import { z } from 'zod';
import type { PresetId } from './presets.ts';

export interface LocalServer {
  preset: Extract<PresetId, 'ollama' | 'lm-studio'>;
  /** The OpenAI-compatible base to save. */
  baseUrl: string;
  models: string[];
}

const OllamaTags = z.object({ models: z.array(z.object({ name: z.string() })) });
const OpenAiModels = z.object({ data: z.array(z.object({ id: z.string() })) });
/** A local server answers at once; a closed port fails at once; anything slower is not one. */
const DETECT_TIMEOUT_MS = 1_500;

/**
 * Ollama (GET /api/tags) and LM Studio (GET /v1/models) listening where the instance expects
 * them (127.0.0.1:11434 and :1234 unless AI_DETECT_*_URL says otherwise), with their models.
 * A plain fetch: these addresses come from the instance's settings, not from a user.
 */
export async function detectLocalServers(where: { ollama: string; lmStudio: string }): Promise<LocalServer[]> {
  const found = await Promise.all([
    listModels(`${where.ollama}/api/tags`, (body) => OllamaTags.parse(body).models.map((model) => model.name)).then((models) =>
      models ? { preset: 'ollama' as const, baseUrl: `${where.ollama}/v1`, models } : undefined,
    ),
    listModels(`${where.lmStudio}/v1/models`, (body) => OpenAiModels.parse(body).data.map((model) => model.id)).then((models) =>
      models ? { preset: 'lm-studio' as const, baseUrl: `${where.lmStudio}/v1`, models } : undefined,
    ),
  ]);
  return found.filter((server) => server !== undefined);
}

async function listModels(url: string, read: (body: unknown) => string[]): Promise<string[] | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) });
    return response.ok ? read(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
