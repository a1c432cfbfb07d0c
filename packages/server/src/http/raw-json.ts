import type { FastifyReply } from 'fastify';

/**
 * JSON text taken from the database as is (a stored text copy of a document, or JSON the
 * database built), to be placed into an answer without parsing it into objects and serialising
 * it again. For documents of tens of kilobytes that round trip is most of a request's CPU
 * (see bench/api.bench.ts).
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

/**
 * JSON.stringify that writes RawJson text in place. It walks arrays and plain objects itself
 * only down to the RawJson values; answers are small envelopes around them, so that walk is
 * a few dozen fields while the raw text is never looked at.
 */
export function stringifyWithRaw(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : stringifyWithRaw(item))).join(',')}]`;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      fields.push(`${JSON.stringify(key)}:${stringifyWithRaw(item)}`);
    }
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
