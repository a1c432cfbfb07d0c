import { describe, expect, test } from 'vitest';
import { SIMPLE, graphemeBoundaries } from './itemize.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].length;

/** Every BMP character SIMPLE lets through. */
function simpleCharacters(): string[] {
  const characters: string[] = [];
  for (let unit = 0; unit <= 0xffff; unit += 1) {
    const character = String.fromCharCode(unit);
    if (SIMPLE.test(character)) characters.push(character);
  }
  return characters;
}

describe('graphemeBoundaries', () => {
  test('no character SIMPLE lets through joins a neighbour into one grapheme', () => {
    // Two characters join only when the second extends (combining marks, ZWJ, spacing marks),
    // the first is a prefix, both are regional indicators or Hangul jamo, or the first is a
    // Hangul syllable the vowel U+1161 or final U+11A8 extends.
    const joined = simpleCharacters().filter((c) => c !== '\r' && [`a${c}`, `${c}a`, `${c}${c}`, `${c}\u1161`, `${c}\u11a8`].some((pair) => graphemes(pair) !== 2));
    expect(joined).toEqual([]);
  });

  test('finds the same boundaries as Intl.Segmenter, with and without combining marks', () => {
    for (const text of ['Plain text — “quoted”, 50 € … → done', '会議の資料：第３四半期', 'cafe\u0301 and e\u0308', 'line\r\nbreak', '👩‍💻 and 🇫🇷', '한국어 텍스트']) {
      const expected = [...segmenter.segment(text)].map((segment) => segment.index).concat(text.length);
      expect(graphemeBoundaries(text)).toEqual(expected);
    }
  });
});
