import { parseHTML } from 'linkedom';
import type { DocumentItem } from './build-reference.ts';

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,table,pre';

/**
 * The document items of an HTML fragment (mammoth's docx output, Readability's article).
 * Only text leaves: tags, attributes, scripts and styles never reach a reference, which is
 * what keeps fetched pages from carrying markup into slides (FIELD-NOTES: sanitise
 * Readability output).
 */
export function htmlToItems(html: string): { items: DocumentItem[]; images: Array<{ src: string; alt: string }> } {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const unsafe of document.querySelectorAll('script,style,noscript,template,iframe,object,embed')) unsafe.remove();
  const items: DocumentItem[] = [];
  for (const element of document.querySelectorAll(BLOCKS)) {
    // Nested blocks (a <p> in an <li>, a table in a blockquote) are read once, at the outermost.
    if (element.parentElement?.closest(BLOCKS)) continue;
    const tag = element.tagName.toLowerCase();
    if (tag === 'table') {
      const rows = Array.from(element.querySelectorAll('tr'), (row) => Array.from(row.querySelectorAll('th,td'), (cell) => textOf(cell)));
      if (rows.length > 0) items.push({ kind: 'table', rows });
    } else if (/^h[1-6]$/.test(tag)) {
      items.push({ kind: 'heading', level: Number(tag[1]), text: textOf(element) });
    } else {
      const text = textOf(element);
      if (text) items.push({ kind: 'paragraph', text: tag === 'blockquote' && !/^["“«„]/.test(text) ? `“${text}”` : text });
    }
  }
  const images = Array.from(document.querySelectorAll('img'), (image) => ({ src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' })).filter(
    (image) => /^(?:data:image\/(?:png|jpeg|gif|webp);|https?:\/\/)/.test(image.src),
  );
  return { items, images };
}

function textOf(element: { textContent: string | null }): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}
