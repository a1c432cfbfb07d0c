import { z } from 'zod';
import { AiError } from '../providers/ai-error.ts';

export interface ImageModelConfig {
  /** The same server as the chat model (AI_BASE_URL). */
  baseUrl: string;
  apiKey?: string | undefined;
  /** AI_IMAGE_MODEL, e.g. gpt-image-1, dall-e-3, or a local Stable Diffusion server's model name. */
  model: string;
  fetch?: typeof fetch | undefined;
}

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  signal?: AbortSignal | undefined;
}

const Answer = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) }).partial()).min(1) });

/** Image generation is slower than chat; a single image may take this long. */
const IMAGE_TIMEOUT_MS = 180_000;

/**
 * One image from an OpenAI-compatible `POST {baseUrl}/images/generations`, as PNG (or the
 * server's format) bytes read from `b64_json`. The size asked for is the nearest of the three
 * shapes the OpenAI models take (square, landscape, portrait); the caller reads the real size
 * from the bytes.
 */
export async function generateImage(config: ImageModelConfig, request: ImageRequest): Promise<Uint8Array> {
  const timeout = AbortSignal.timeout(IMAGE_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/+$/, '')}/images/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        prompt: request.prompt,
        n: 1,
        size: openAiSize(request.width, request.height),
        // gpt-image models always answer base64 and refuse the parameter; the others default to URLs.
        ...(config.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
      }),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new AiError('timeout', 'The image model did not finish in time.');
    if (request.signal?.aborted) throw new AiError('aborted', 'The request was cancelled.');
    throw new AiError('unreachable', `The image server could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new AiError(response.status === 429 ? 'rate_limited' : 'http_error', `The image server answered ${response.status}: ${text.slice(0, 300)}`, '', response.status);
  let parsed: z.infer<typeof Answer> | undefined;
  try {
    parsed = Answer.parse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  const b64 = parsed?.data[0]?.b64_json;
  if (!b64) throw new AiError('invalid_output', 'The image server answered without an image (b64_json).');
  return Uint8Array.from(atob(b64), (char) => char.charCodeAt(0));
}

function openAiSize(width: number, height: number): string {
  if (width > height * 1.2) return '1536x1024';
  if (height > width * 1.2) return '1024x1536';
  return '1024x1024';
}
