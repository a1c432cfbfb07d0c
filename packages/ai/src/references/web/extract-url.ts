import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { buildReference } from '../build-reference.ts';
import { extractPdf } from '../extract-pdf.ts';
import { extractText } from '../extract-text.ts';
import { htmlToItems } from '../html-to-items.ts';
import type { Reference } from '../reference.ts';
import { FetchRefusedError, guardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';

/**
 * `upload/extract/url`: a web page's main text. The page is fetched through the SSRF guard,
 * its article found by Readability, and only the article's text and structure are kept
 * (htmlToItems drops every tag and attribute, which is the sanitising FIELD-NOTES asks for).
 * PDFs and plain text at an address are read as documents.
 */
export async function extractUrl(url: string, options: GuardedFetchOptions = {}): Promise<Reference> {
  const page = await guardedFetch(url, options);
  if (page.status >= 400) throw new FetchRefusedError(`the page answered ${page.status}`);
  const type = page.contentType.toLowerCase();
  const name = page.url;
  if (type.includes('application/pdf')) return { ...(await extractPdf(page.body, name)), source: { kind: 'url', name } };
  const text = new TextDecoder(charsetOf(type)).decode(page.body);
  if (type.startsWith('text/plain')) return { ...extractText(text, name), source: { kind: 'url', name } };
  if (!type.includes('html') && type !== '') throw new FetchRefusedError(`cannot read ${type} pages`);
  const { document } = parseHTML(text);
  const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  const html = article?.content ?? document.body?.innerHTML ?? '';
  const { items, images } = htmlToItems(html);
  const absolute = images.map((image) => ({ ...image, src: new URL(image.src, page.url).toString() }));
  return buildReference(article?.title ?? document.title ?? '', { kind: 'url', name }, items, absolute);
}

function charsetOf(contentType: string): string {
  const charset = /charset=([\w-]+)/.exec(contentType)?.[1];
  try {
    return charset ? new TextDecoder(charset).encoding : 'utf-8';
  } catch {
    return 'utf-8';
  }
}
