import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface KeyCipher {
  encrypt(plaintext: string): string;
  /** The plaintext, or undefined when the text was sealed under another secret or altered. */
  decrypt(sealed: string): string | undefined;
}

const VERSION = 'v1';

/**
 * Seals the model's API key with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * instance's token secret, so a database dump or backup alone does not give the key away.
 * The derivation's `info` keeps this key apart from the token and URL signing keys made from
 * the same secret. Sealed text: `v1:` + base64url(12-byte nonce ‖ 16-byte tag ‖ ciphertext).
 */
export function createKeyCipher(tokenSecret: string): KeyCipher {
  const key = Buffer.from(hkdfSync('sha256', tokenSecret, 'folio', 'folio ai model api key v1', 32));
  return {
    encrypt(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    decrypt(text) {
      const [version, body] = text.split(':');
      if (version !== VERSION || !body) return undefined;
      const bytes = Buffer.from(body, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
