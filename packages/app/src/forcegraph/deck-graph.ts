import { keywordsOf, type ProjectDocument } from '@folio/layout';
import { pageText } from '../editor/ai/page-text.ts';

/** A deck's keywords as nodes: enough to read as a map of the deck, few enough to stay legible. */
const DECK_KEYWORDS = 12;
const DECK_SLIDES = 30;

export interface DeckGroups {
  deck: string;
  slide: string;
  keyword: string;
}

/** Link syntax itself must not leak from a deck's words into the generated lines. */
function safeName(text: string): string {
  return text.replace(/->|--|[[\]:#<>→←↔⇒]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The lines (in the maker's own syntax, so the visitor can edit them) that map a deck: the deck
 * links to each slide's first line, and each slide to the deck's keywords (PRODUCT.md §3, worked
 * out as the share dialog does) that it mentions.
 */
export function deckGraphText(doc: ProjectDocument, groups: DeckGroups): string {
  const title = safeName(doc.title) || '—';
  const pages = doc.pages.slice(0, DECK_SLIDES).map((page) => pageText(page));
  const keywords = keywordsOf([{ heading: doc.title, text: '' }, ...pages.map((texts) => ({ heading: '', text: texts.join('\n') }))], DECK_KEYWORDS);
  const lines: string[] = [];
  pages.forEach((texts, index) => {
    const heading = safeName(texts[0] ?? '') || `${groups.slide} ${index + 1}`;
    lines.push(`${title} [${groups.deck}] -> ${heading} [${groups.slide}]`);
    const words = texts.join(' ').toLowerCase();
    for (const keyword of keywords) if (words.includes(keyword)) lines.push(`${heading} -> ${safeName(keyword)} [${groups.keyword}]`);
  });
  return lines.join('\n');
}
