import { expect, test } from 'vitest';
import { logicalMove } from './logical-motion.ts';

const text = 'first line\nمرحبا بالعالم\nlast';

test('End goes to the end of the caret’s paragraph even before its layout is drawn', () => {
  expect(logicalMove(text, 13, 'lineEnd')).toBe(24);
  expect(logicalMove(text, 13, 'lineStart')).toBe(11);
});

test('Up and Down go to the neighbouring paragraphs', () => {
  expect(logicalMove(text, 13, 'up')).toBe(0);
  expect(logicalMove(text, 13, 'down')).toBe(29);
  expect(logicalMove(text, 3, 'up')).toBe(0);
  expect(logicalMove(text, 27, 'down')).toBe(29);
});

test('Left and Right step by grapheme, the ends by the whole text', () => {
  expect(logicalMove('a👍🏽b', 5, 'left')).toBe(1);
  expect(logicalMove(text, 5, 'start')).toBe(0);
  expect(logicalMove(text, 5, 'end')).toBe(text.length);
});
