import { describe, expect, it } from 'vitest';
import { createShareAccessSigner, SHARE_ACCESS_TTL_SECONDS } from './share-access.ts';

const NOW = Date.UTC(2026, 10, 27);

/** The Cookie header a browser sends back for a Set-Cookie value. */
function sentBack(setCookie: string, others = 'theme=dark'): string {
  return `${others}; ${setCookie.split(';')[0]}`;
}

describe('share access cookies', () => {
  const signer = createShareAccessSigner('test-secret');

  it('opens its own link at the password version it was given for', () => {
    const cookie = sentBack(signer.cookie(7, 3, false, NOW));
    expect(signer.allows(cookie, 7, 3, NOW)).toBe(true);
    expect(signer.allows(cookie, 7, 4, NOW)).toBe(false);
    expect(signer.allows(cookie.replace('folio_share_7=', 'folio_share_8='), 8, 3, NOW)).toBe(false);
  });

  it('ends after its time and refuses a changed, foreign or missing signature', () => {
    const setCookie = signer.cookie(7, 3, true, NOW);
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = sentBack(setCookie);
    expect(signer.allows(cookie, 7, 3, NOW + SHARE_ACCESS_TTL_SECONDS * 1000)).toBe(false);
    expect(signer.allows(cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), 7, 3, NOW)).toBe(false);
    expect(signer.allows(sentBack(createShareAccessSigner('another-secret').cookie(7, 3, false, NOW)), 7, 3, NOW)).toBe(false);
    expect(signer.allows(undefined, 7, 3, NOW)).toBe(false);
    expect(signer.allows('folio_share_7=3', 7, 3, NOW)).toBe(false);
  });
});
