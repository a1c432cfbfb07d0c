import { describe, expect, it } from 'vitest';
import { JsonArrayStream } from './json-array-stream.ts';
import { parseSse } from './sse.ts';
import { ThinkFilter } from './think-filter.ts';
import { parseTolerantJson } from './tolerant-json.ts';

const ANSWER = '{"title": "Deck", "slides": [{"t": "a {b}"}, {"t": "say \\"hi\\"", "n": [1, {"x": 2}]}, {"t": "ü ]"}], "after": [{"t": "no"}]}';

function splitEverywhere(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);
}

describe('streaming parsers', () => {
  it('finds the same slides however the JSON is cut into chunks', () => {
    for (const chunks of splitEverywhere(ANSWER)) {
      const stream = new JsonArrayStream('slides');
      const found = chunks.flatMap((chunk) => stream.push(chunk));
      expect(found.map((each) => JSON.parse(each))).toEqual([{ t: 'a {b}' }, { t: 'say "hi"', n: [1, { x: 2 }] }, { t: 'ü ]' }]);
    }
  });

  it('finds the slides of single-quoted JSON with comments however it is cut', () => {
    const sloppy = "{ // six slides\n 'slides': [{'t': 'a ] }'}, /* the second: */ {'t': \"it's [2]\"},], }";
    for (const chunks of splitEverywhere(sloppy)) {
      const stream = new JsonArrayStream('slides');
      expect(chunks.flatMap((chunk) => stream.push(chunk)).map((each) => parseTolerantJson(each))).toEqual([{ t: 'a ] }' }, { t: "it's [2]" }]);
    }
  });

  it('reads items of a top-level array', () => {
    const stream = new JsonArrayStream();
    expect([...stream.push('Here: [{"a": 1}, {"a"'), ...stream.push(': 2}]')]).toEqual(['{"a": 1}', '{"a": 2}']);
  });

  it('drops <think> blocks however the tags are split', () => {
    const text = 'pre<think>hidden <b> stuff</think>{"ok": true}<thin';
    for (const chunks of splitEverywhere(text)) {
      const filter = new ThinkFilter();
      expect(chunks.map((chunk) => filter.push(chunk)).join('') + filter.end()).toBe('pre{"ok": true}<thin');
    }
  });

  it('parses SSE with CRLF, comments, multi-line data and a final event without a blank line', async () => {
    async function* bytes() {
      yield new TextEncoder().encode(': hello\r\n\r\nevent: message\r\ndata: {"a":\r\ndata: 1}\r');
      yield new TextEncoder().encode('\n\r\ndata: last');
    }
    const events = [];
    for await (const event of parseSse(bytes())) events.push(event);
    expect(events).toEqual([{ event: 'message', data: '{"a":\n1}' }, { data: 'last' }]);
  });

  it('reads JSON after a lone closing think tag, in single quotes, with comments', () => {
    expect(parseTolerantJson("reasoning…</think>\n{'a': 1, // one\n b: [2,]}")).toEqual({ a: 1, b: [2] });
  });
});
