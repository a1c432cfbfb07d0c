import MarkdownIt, { type Token } from 'markdown-it';
import { buildReference, type DocumentItem } from './build-reference.ts';
import type { Reference } from '@folio/contracts';

/**
 * CommonMark with GitHub tables, without the HTML renderer. markdown-it rather than micromark:
 * on 80 KB of `*a` micromark took minutes, markdown-it a quarter of a second, and the
 * hand-written inline patterns this replaces took 18 s on 160 KB of `![`.
 */
const markdown = new MarkdownIt('default', { html: false, linkify: false });

/**
 * Headings (ATX and underlined), paragraphs, list items and block quotes as paragraphs of
 * their own, and pipe tables; inline markup is reduced to its text and code is left out.
 */
export function extractMarkdown(text: string, name: string): Reference {
  const items: DocumentItem[] = [];
  let heading: number | undefined;
  let quoteDepth = 0;
  let table: string[][] | undefined;
  for (const token of markdown.parse(text, {})) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = undefined;
        break;
      case 'blockquote_open':
        quoteDepth++;
        break;
      case 'blockquote_close':
        quoteDepth--;
        break;
      case 'table_open':
        table = [];
        break;
      case 'table_close':
        if (table) items.push({ kind: 'table', rows: table });
        table = undefined;
        break;
      case 'tr_open':
        table?.push([]);
        break;
      case 'inline': {
        const body = inlineText(token);
        if (table) table.at(-1)?.push(body);
        else if (heading !== undefined) items.push({ kind: 'heading', level: heading, text: body });
        else if (body) items.push({ kind: 'paragraph', text: quoteDepth > 0 && !/^["“«„]/.test(body) ? `“${body}”` : body });
        break;
      }
      default:
        // Code, HTML and thematic breaks carry no prose for a slide.
        break;
    }
  }
  return buildReference('', { kind: 'file', name }, items);
}

/** The words a reader sees: link and emphasis text, inline code, an image's alternative text. */
function inlineText(token: Token): string {
  const parts = (token.children ?? []).map((child) => {
    if (child.type === 'text' || child.type === 'code_inline') return child.content;
    if (child.type === 'image') return child.children?.map((alt) => alt.content).join('') ?? child.content;
    if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
    return '';
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}
