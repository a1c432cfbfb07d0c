/** One server-sent event: its `data:` lines joined by newlines, and its event name if any. */
export interface SseEvent {
  event?: string;
  data: string;
}

/**
 * Server-sent events from a byte stream, as the bytes arrive. Handles what real servers and
 * proxies send: lines split across chunks (even inside a UTF-8 character), CRLF or LF,
 * `:` comment and keep-alive lines, several `data:` lines in one event, and a last event
 * without its blank line when the stream ends.
 */
export async function* parseSse(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event: string | undefined;
  const take = (): SseEvent | undefined => {
    const out = data.length > 0 ? { data: data.join('\n'), ...(event ? { event } : {}) } : undefined;
    data = [];
    event = undefined;
    return out;
  };
  const lines = function* (final: boolean): Generator<string> {
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      // A CR at the very end may be the first half of a CRLF still in flight.
      if (!final && buffer[newline] === '\r' && newline === buffer.length - 1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      yield line;
    }
    if (final && buffer) {
      yield buffer;
      buffer = '';
    }
  };
  const handle = (line: string): SseEvent | undefined => {
    if (line === '') return take();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    return undefined;
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    for (const line of lines(false)) {
      const out = handle(line);
      if (out) yield out;
    }
  }
  buffer += decoder.decode();
  for (const line of lines(true)) {
    const out = handle(line);
    if (out) yield out;
  }
  const last = take();
  if (last) yield last;
}
