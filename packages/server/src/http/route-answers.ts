import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { streamEvents } from './event-stream.ts';

/** A body answered as it is, with its own type and headers (files, images, pages, plain texts). */
export interface FileAnswer {
  /** Default 200; the static files answer their 404 as plain text, not as an envelope. */
  status?: number;
  type: string;
  headers?: Record<string, string>;
  body: string | Buffer | Readable;
}

/** What a route's handler returns, by the route's `answer`. */
export interface Answers {
  /** The §7 success envelope around the returned data (code 1 or 200, message `success`). */
  envelope: unknown;
  /** A §7 stream: each event one `data:` line, a failure after the first one the last line (event-stream.ts). */
  events: AsyncIterable<unknown>;
  /** A 302 to the returned address: the links in e-mails and the sign-in provider's callback land on an app page. */
  redirect: string;
  file: FileAnswer;
}

export type NonEnvelopeAnswer = { kind: 'events'; answer: Answers['events'] } | { kind: 'redirect'; answer: Answers['redirect'] } | { kind: 'file'; answer: Answers['file'] };

export function sendAnswer(reply: FastifyReply, { kind, answer }: NonEnvelopeAnswer): Promise<FastifyReply> | FastifyReply {
  switch (kind) {
    case 'events':
      return streamEvents(reply, answer);
    case 'redirect':
      return reply.redirect(answer, 302);
    case 'file':
      return reply
        .code(answer.status ?? 200)
        .type(answer.type)
        .headers(answer.headers ?? {})
        .send(answer.body);
  }
}

/** The development pages (/dev/…): HTML that is never cached, since each visit shows the latest rows. */
export function devPage(html: string): FileAnswer {
  return { type: 'text/html; charset=utf-8', headers: { 'cache-control': 'no-store' }, body: html };
}
