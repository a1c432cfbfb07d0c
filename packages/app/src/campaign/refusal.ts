/** Why a post could not be read, as the screen explains it (§8 -2 with the server's reason). */
export type Refusal = 'invalid' | 'blocked' | 'unreachable' | 'notHtml' | 'unreadable';

/**
 * The server refuses an address with -2 and a reason in English (the SSRF guard, the fetch, the
 * reader): sorted here into what a person can act on, shown in their language.
 */
export function refusalOf(serverMessage: string): Refusal {
  if (/not public/.test(serverMessage)) return 'blocked';
  if (/is not a web address|only http and https|^url:|Invalid URL/i.test(serverMessage)) return 'invalid';
  if (/cannot read .* pages|larger than/.test(serverMessage)) return 'notHtml';
  if (/could not be found|refused the connection|took too long|answered \d{3}|too many redirects|connection|reset|certificate/i.test(serverMessage)) return 'unreachable';
  return 'unreadable';
}

/**
 * The address as typed, made fetchable: a missing scheme is taken as https (people paste
 * `example.com/post`); anything that is still not an http(s) address is null.
 */
export function normalizeAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A bare word ("my blog") parses as a host name; a post's address has a dot in it.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}
