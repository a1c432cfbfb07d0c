import { describe, expect, it } from 'vitest';
import { audienceUrl, isPresentMessage, slideForKey } from './present-link.ts';

describe('present link', () => {
  it('accepts only the messages the two windows send', () => {
    expect(isPresentMessage({ kind: 'slide', index: 3 })).toBe(true);
    expect(isPresentMessage({ kind: 'ready' })).toBe(true);
    expect(isPresentMessage({ kind: 'end' })).toBe(true);
    expect(isPresentMessage({ kind: 'slide', index: -1 })).toBe(false);
    expect(isPresentMessage({ kind: 'slide', index: 1.5 })).toBe(false);
    expect(isPresentMessage({ kind: 'slide' })).toBe(false);
    expect(isPresentMessage({ kind: 'close' })).toBe(false);
    expect(isPresentMessage('end')).toBe(false);
    expect(isPresentMessage(null)).toBe(false);
  });

  it('moves by key within the deck', () => {
    expect(slideForKey('ArrowRight', 0, 3)).toBe(1);
    expect(slideForKey(' ', 2, 3)).toBe(2);
    expect(slideForKey('ArrowLeft', 0, 3)).toBe(0);
    expect(slideForKey('PageUp', 2, 3)).toBe(1);
    expect(slideForKey('End', 0, 3)).toBe(2);
    expect(slideForKey('Home', 2, 3)).toBe(0);
    expect(slideForKey('x', 1, 3)).toBeNull();
  });

  it('opens the audience on the editor route with its key', () => {
    expect(audienceUrl('/presentation/12', 'a b')).toBe('/presentation/12?audience=a%20b');
  });
});
