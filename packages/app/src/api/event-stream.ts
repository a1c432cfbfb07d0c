import { z } from 'zod';
import { AI_STREAM_TIMEOUT_MS } from '@folio/contracts';
import { ApiError, CancelledError } from './api-error.ts';
import { failure, requestHeaders } from './http.ts';

/** The enveloped answer a stream call gives instead of a stream when it fails before starting. */
const Envelope = z.object({ code: z.number(), message: z.string().nullish() });
/** The last event of a stream that failed part-way; everything before it stands. */
const StreamFailure = z.object({ type: z.literal('error'), code: z.number(), message: z.string() });

export interface StreamOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * PRODUCT.md §7 streams (`ai/slide/plan`, `ai/slide/generate`, `ai/chat2`…): POST a JSON body,
 * then read `data: ` lines, one JSON event each, as they arrive. A failure before the stream
 * starts, or a final `{ type: 'error' }` event, is thrown as an ApiError with its §8 code.
 */
export async function* postStream(path: string, body: unknown, options: StreamOptions = {}): AsyncGenerator<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? AI_STREAM_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers = { ...requestHeaders('text/event-stream, application/json'), 'content-type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(new URL(path, location.origin), { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch {
    throw abortReason(options.signal, timeout);
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const envelope = Envelope.safeParse(await response.json().catch(() => null));
    if (!envelope.success) throw new ApiError(-1, 'System error.', response.status);
    throw failure(envelope.data.code, envelope.data.message ?? '', response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw abortReason(options.signal, timeout);
      }
      if (chunk.done) break;
      buffered += chunk.value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const event: unknown = JSON.parse(line.slice(6));
        const failed = StreamFailure.safeParse(event);
        if (failed.success) throw failure(failed.data.code, failed.data.message, response.status);
        yield event;
      }
    }
  } finally {
    // Stops the download when the caller stops early (a break, an error, a cancelled panel).
    void reader.cancel().catch(() => {});
  }
}

function abortReason(own: AbortSignal | undefined, timeout: AbortSignal): Error {
  if (own?.aborted) return new CancelledError();
  if (timeout.aborted) return new ApiError(408, 'Request Timeout!');
  return new ApiError(-1, 'System error.');
}
