import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * PRODUCT.md §7 streams: read line by line, each `data: ` line one JSON object. Errors before
 * the first line are ordinary enveloped answers (defineRoute answers them before it calls
 * this); once streaming, a failure is the last line, `{ type: 'error', code, message }`, after
 * everything already sent.
 */
export async function streamEvents(reply: FastifyReply, events: AsyncIterable<unknown>): Promise<FastifyReply> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
  const write = (value: unknown) => raw.write(`data: ${JSON.stringify(value)}\n\n`);
  try {
    for await (const event of events) write(event);
  } catch (error) {
    const known = error instanceof AppError ? error : undefined;
    write({ type: 'error', code: known?.code ?? -1, message: known?.message ?? (error instanceof Error ? error.message : 'System error.') });
  }
  raw.end();
  return reply;
}
