import { extractReference, type ReadableType } from '../extract-file.ts';
import type { Reference } from '@folio/contracts';
import { FetchRefusedError, guardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';

/** Reads fetched bytes into a reference: in-process by default, in an extraction thread on the server. */
export type ReadDocument = (file: { name: string; bytes: Uint8Array; type: ReadableType }) => Promise<Reference>;

/**
 * `upload/extract/url`: a web page's main text (extract-html.ts), or the document a PDF or
 * plain-text address serves. The page is fetched through the SSRF guard; what it says is read
 * by `read`, so a server reads it away from its own thread like any upload.
 */
export async function extractUrl(url: string, options: GuardedFetchOptions & { read?: ReadDocument } = {}): Promise<Reference> {
  const { read = extractReference, ...fetchOptions } = options;
  const page = await guardedFetch(url, fetchOptions);
  if (page.status >= 400) throw new FetchRefusedError(`the page answered ${page.status}`);
  const type = page.contentType.toLowerCase();
  const name = page.url;
  if (type.includes('application/pdf')) return { ...(await read({ name, bytes: page.body, type: 'pdf' })), source: { kind: 'url', name } };
  // Pages come in many encodings; the reader takes UTF-8.
  const bytes = new TextEncoder().encode(new TextDecoder(charsetOf(type)).decode(page.body));
  if (type.startsWith('text/plain')) return { ...(await read({ name, bytes, type: 'txt' })), source: { kind: 'url', name } };
  if (!type.includes('html') && type !== '') throw new FetchRefusedError(`cannot read ${type} pages`);
  return read({ name, bytes, type: 'html' });
}

function charsetOf(contentType: string): string {
  const charset = /charset=([\w-]+)/.exec(contentType)?.[1];
  try {
    return charset ? new TextDecoder(charset).encoding : 'utf-8';
  } catch {
    return 'utf-8';
  }
}
