import { describe, expect, it } from 'vitest';
import { createKeyCipher } from './key-cipher.ts';

const SECRET = 'a-token-secret-of-at-least-thirty-two-characters';

describe('the sealed model key', () => {
  it('opens to the key it sealed, and seals the same key differently each time', () => {
    const cipher = createKeyCipher(SECRET);
    const first = cipher.encrypt('sk-live-1234');
    expect(cipher.decrypt(first)).toBe('sk-live-1234');
    expect(cipher.encrypt('sk-live-1234')).not.toBe(first);
    expect(first).not.toContain('sk-live');
  });

  it('does not open under another token secret, or once altered', () => {
    const sealed = createKeyCipher(SECRET).encrypt('sk-live-1234');
    expect(createKeyCipher(`${SECRET}!`).decrypt(sealed)).toBeUndefined();
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1]! ^= 1;
    expect(createKeyCipher(SECRET).decrypt(`v1:${body.toString('base64url')}`)).toBeUndefined();
    expect(createKeyCipher(SECRET).decrypt('sk-live-1234')).toBeUndefined();
  });
});
