import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { buildReference } from './build-reference.ts';
import { htmlToItems } from './html-to-items.ts';
import type { Reference } from '@folio/contracts';

/**
 * A web page's main text: its article found by Readability, and only the article's text and
 * structure kept (htmlToItems drops every tag and attribute, which is the sanitising
 * FIELD-NOTES asks for). `url` is the page's address, which its images are resolved against.
 */
export function extractHtml(bytes: Uint8Array, url: string): Reference {
  const { document } = parseHTML(new TextDecoder().decode(bytes));
  // Pictures keep their place on the page: htmlToItems keeps only absolute addresses.
  for (const image of document.querySelectorAll('img[src]')) image.setAttribute('src', absoluteUrl(image.getAttribute('src')!, url));
  const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  const html = article?.content ?? document.body?.innerHTML ?? '';
  const { items, images } = htmlToItems(html);
  return buildReference(article?.title ?? document.title ?? '', { kind: 'url', name: url }, items, images);
}

function absoluteUrl(src: string, base: string): string {
  try {
    return new URL(src, base).toString();
  } catch {
    return src;
  }
}
