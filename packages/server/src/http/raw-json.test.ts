import { describe, expect, it } from 'vitest';
import { RawJson, stringifyWithRaw } from './raw-json.ts';

describe('stringifyWithRaw', () => {
  it('writes stored JSON text in place, however deep', () => {
    const text = stringifyWithRaw({ code: 200, data: { list: new RawJson('[{"a":1}]'), nested: [new RawJson('{"b":"x"}')] } });
    expect(JSON.parse(text)).toEqual({ code: 200, data: { list: [{ a: 1 }], nested: [{ b: 'x' }] } });
  });

  it('answers everything else as JSON.stringify does', () => {
    const value = { s: 'quote " and \u2028', n: 1.5, nan: Number.NaN, when: new Date(0), none: null, skip: undefined, list: [1, undefined, 'x'], empty: {} };
    expect(stringifyWithRaw(value)).toBe(JSON.stringify(value));
  });

  it('keeps a string that looks like raw text a string', () => {
    expect(JSON.parse(stringifyWithRaw({ text: '{"not":"raw"}' }))).toEqual({ text: '{"not":"raw"}' });
  });
});
