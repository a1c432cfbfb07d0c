import { terms } from '@folio/layout';

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|Inc|Ltd|Co|No|Fig|approx)\.$/i;

/** Sentences of a paragraph. Splits after . ! ? (and their CJK forms) but not after common abbreviations. */
export function splitSentences(text: string): string[] {
  const parts = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?。！？])\s+|(?<=[。！？])/u);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last)) sentences[sentences.length - 1] = `${last} ${part}`;
    else if (part.trim()) sentences.push(part.trim());
  }
  return sentences;
}

export function countTerms(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** Share of `query`'s terms found in `text`: how well a storyline item names a section. */
export function overlap(query: string, text: string): number {
  const wanted = new Set(terms(query));
  if (wanted.size === 0) return 0;
  const have = new Set(terms(text));
  let hits = 0;
  for (const term of wanted) if (have.has(term)) hits++;
  return hits / wanted.size;
}

const LEADING_CONNECTIVES =
  /^(?:however|moreover|furthermore|in addition|additionally|as a result|in particular|overall|in short|in summary|finally|first|second|third|also|meanwhile|therefore|thus|indeed)[,:]?\s+/i;

/**
 * A sentence cut to at most `max` characters so it fits its box: asides in brackets
 * (unless `keepAsides` and it fits with them, as in a table header like "Budget ($)") and
 * leading connectives go first, then everything after the last clause break that fits,
 * and only then words (with an ellipsis).
 */
export function condense(sentence: string, max: number, keepAsides = false): string {
  let text = (keepAsides ? sentence : sentence.replace(/\s*\([^)]*\)/g, '')).replace(/\s+/g, ' ').trim();
  text = text.replace(LEADING_CONNECTIVES, '');
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (text.length <= max) return text;
  if (keepAsides) return condense(sentence, max);
  const head = text.slice(0, max);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' — '), head.lastIndexOf(': '));
  if (clause > max * 0.5) return head.slice(0, clause).replace(/[,;:]$/, '');
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > max * 0.5 ? space : max - 1).replace(/[,;:.]$/, '')}…`;
}

/** A heading short enough for a slide title, without a trailing full stop or chapter number. */
export function titleFrom(text: string, max: number): string {
  const clean = text.replace(/^\s*(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/, '').replace(/[.:;]\s*$/, '').trim();
  return condense(clean, max);
}
