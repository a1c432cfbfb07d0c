import { ThinkFilter } from './think-filter.ts';

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * The value of one string field of a JSON object while the object is still being written:
 * a chat reply can then be shown as the model types it, before the rest of the answer (the
 * edit actions) has arrived. `push` answers the field's whole decoded text so far; an
 * escape cut in half by a chunk waits for the next one.
 */
export class JsonStringField {
  private readonly think = new ThinkFilter();
  private readonly opening: RegExp;
  private text = '';

  constructor(field: string) {
    this.opening = new RegExp(`"${field}"\\s*:\\s*"`);
  }

  push(chunk: string): string {
    this.text += this.think.push(chunk);
    const start = this.opening.exec(this.text);
    return start ? decodeOpenString(this.text, start.index + start[0].length) : '';
  }
}

function decodeOpenString(text: string, from: number): string {
  let out = '';
  for (let at = from; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"') return out;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const kind = text[at + 1];
    if (kind === undefined) return out;
    if (kind === 'u') {
      const hex = text.slice(at + 2, at + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      at += 5;
      continue;
    }
    out += ESCAPES[kind] ?? kind;
    at += 1;
  }
  return out;
}
