import { FetchRefusedError, guardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';

/** Thumbnails of search cards are small; anything bigger is not a thumbnail. */
export const PROXIED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Raster formats recognised by their first bytes. SVG is left out on purpose: it can carry
 * scripts, and the proxy serves from the app's own origin.
 */
const SIGNATURES: Array<{ mime: string; test: (bytes: Uint8Array) => boolean }> = [
  { mime: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  { mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mime: 'image/avif', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 12)) },
];

/**
 * An image from a public web address for the `/image/u` proxy, through the SSRF guard
 * (public addresses only, every redirect re-checked, size and time bounded). The type is
 * taken from the bytes, not the remote header, so an HTML page labelled image/png is refused.
 */
export async function fetchPublicImage(url: string, options: Pick<GuardedFetchOptions, 'signal' | 'allowForTests'> = {}): Promise<{ mime: string; body: Uint8Array }> {
  const fetched = await guardedFetch(url, { ...options, maxBytes: PROXIED_IMAGE_MAX_BYTES, timeoutMs: 10_000, headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9' } });
  if (fetched.status < 200 || fetched.status >= 300) throw new FetchRefusedError(`the image address answered ${fetched.status}`);
  const mime = SIGNATURES.find((signature) => signature.test(fetched.body))?.mime;
  if (!mime) throw new FetchRefusedError('the address does not hold a PNG, JPEG, GIF, WebP or AVIF image');
  return { mime, body: fetched.body };
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
