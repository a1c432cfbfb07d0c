import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the local upload URL (`/files/upload/<key>?expires=&sig=`): an HMAC-SHA256 of
 * the key and the expiry, keyed by a key derived from the token secret so a signature can
 * never double as a token (or the other way round).
 */
export interface PutUrlSigner {
  sign(key: string, expiresAtSeconds: number): string;
  verify(key: string, expiresAtSeconds: number, signature: string): boolean;
}

export const UPLOAD_PATH_PREFIX = '/files/upload/';

export function createPutUrlSigner(tokenSecret: string): PutUrlSigner {
  const signingKey = createHmac('sha256', tokenSecret).update('folio upload url v1').digest();
  const sign = (key: string, expiresAtSeconds: number) => createHmac('sha256', signingKey).update(`PUT\n${key}\n${expiresAtSeconds}`).digest('base64url');
  return {
    sign,
    verify(key, expiresAtSeconds, signature) {
      const expected = Buffer.from(sign(key, expiresAtSeconds));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
