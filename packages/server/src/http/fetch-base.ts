import type { Settings } from '../settings.ts';

/**
 * The base of the links the app fetches itself: export downloads, uploads and the signed PUTs
 * that send them, thumbnails, avatars, speaker-note audio. PUBLIC_URL when set; otherwise none,
 * so each is a root-relative path the browser resolves against the page's own origin and the
 * fetch is same-origin whether the app was opened at localhost, 127.0.0.1, a LAN address or a
 * name. The default `http://localhost:<port>` of `publicUrl` serves only a browser on this
 * machine that typed that spelling; for anyone else it is cross-origin and the fetch fails.
 *
 * Never the request's Host: it is whatever the client sent, the project answers kept in memory
 * are shared between requests, and the document keeps image links, so an address taken from one
 * request would reach other people. A path needs no address at all.
 */
export function fetchBase(settings: Pick<Settings, 'publicUrl'>): string {
  return settings.publicUrl ?? '';
}
