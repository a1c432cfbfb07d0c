import { describe, expect, test } from 'vitest';
import { ContentCache } from './content-cache.ts';

describe('values kept by the content of their files', () => {
  test('the same bytes find the same key, other bytes another', () => {
    expect(ContentCache.key(Uint8Array.of(1, 2, 3))).toBe(ContentCache.key(Buffer.from([1, 2, 3])));
    expect(ContentCache.key(Uint8Array.of(1, 2, 3))).not.toBe(ContentCache.key(Uint8Array.of(1, 2, 4)));
  });

  test('past the budget the least recently used go first; one value over the budget is not kept', () => {
    const cache = new ContentCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
  });

  test('a value set again under its key replaces the old one and its size', () => {
    const cache = new ContentCache<string>(10);
    cache.set('a', 'A', 6);
    cache.set('a', 'A2', 6);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A2');
    expect(cache.get('b')).toBe('B');
  });
});
