import { describe, expect, test } from 'vitest';
import { toUnicodeCMap } from './to-unicode.ts';

describe('ToUnicode map', () => {
  test('copies a ligature back as all its letters', () => {
    expect(toUnicodeCMap(new Map([[42, 'ffi']]))).toContain('<002A> <006600660069>');
  });

  test('copies characters outside the BMP as surrogate pairs', () => {
    expect(toUnicodeCMap(new Map([[7, '😀']]))).toContain('<0007> <D83DDE00>');
  });

  test('leaves out glyphs that stand for no text of their own', () => {
    expect(toUnicodeCMap(new Map([[3, '']]))).not.toContain('<0003>');
  });

  test('splits long maps into sections of at most 100 entries, as readers require', () => {
    const cmap = toUnicodeCMap(new Map(Array.from({ length: 250 }, (_, index) => [index + 1, 'a'] as const)));
    expect(cmap.match(/(\d+) beginbfchar/g)).toEqual(['100 beginbfchar', '100 beginbfchar', '50 beginbfchar']);
  });
});
