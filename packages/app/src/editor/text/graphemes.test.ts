import { describe, expect, test } from 'vitest';
import { nextBoundary, previousBoundary } from './graphemes.ts';

describe('Backspace and Delete steps', () => {
  test('remove a whole emoji with its skin tone, not half of it', () => {
    const text = 'hi 👍🏽';
    expect(previousBoundary(text, text.length, 'char')).toBe(3);
  });

  test('remove a letter with its combining accent together', () => {
    const text = 'cafe\u0301!';
    expect(previousBoundary(text, 6, 'char')).toBe(5);
    expect(previousBoundary(text, 5, 'char')).toBe(3);
    expect(nextBoundary(text, 3, 'char')).toBe(5);
  });

  test('by word, stop at the start of the word before the caret', () => {
    expect(previousBoundary('hello big world', 15, 'word')).toBe(10);
    expect(previousBoundary('hello big world', 10, 'word')).toBe(6);
  });

  test('by word forward, stop at the end of the next word', () => {
    expect(nextBoundary('hello big world', 5, 'word')).toBe(9);
  });

  test('by word in Arabic as in English', () => {
    const text = 'مرحبا بالعالم';
    expect(previousBoundary(text, text.length, 'word')).toBe(6);
  });
});
