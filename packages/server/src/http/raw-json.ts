import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * JSON text taken from the database as is (a jsonb column selected `::text`), to be placed into
 * an answer without parsing it into objects and serialising it again. For documents of tens of
 * kilobytes that round trip is most of a request's CPU (see bench/api.bench.ts).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Makes this reply serialise RawJson values verbatim; everything else as JSON.stringify would.
 * Call it once the answer is ready: an error thrown afterwards would lose the content type.
 */
export function sendRawJson(reply: FastifyReply): void {
  // With its own serializer a reply no longer gets Fastify's JSON content type by itself.
  reply.serializer(stringifyWithRaw).type('application/json; charset=utf-8');
}

function stringifyWithRaw(value: unknown): string {
  const raws: string[] = [];
  // A per-answer nonce keeps a string that merely looks like a placeholder from being replaced.
  const nonce = randomBytes(6).toString('hex');
  const json = JSON.stringify(value, (_key, item: unknown) => (item instanceof RawJson ? `\u0000${nonce}:${raws.push(item.text) - 1}` : item));
  return json.replace(new RegExp(`"\\\\u0000${nonce}:(\\d+)"`, 'g'), (_match, index: string) => raws[Number(index)]!);
}
