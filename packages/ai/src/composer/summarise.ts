import { findNumbers } from '../references/find-numbers.ts';
import { countTerms, splitSentences } from '../text/text-tools.ts';
import { terms } from '@folio/layout';

interface ScoredSentence {
  text: string;
  score: number;
  /** Index in reading order, to put picked sentences back in the source's order. */
  index: number;
}

/**
 * Extractive summary: sentences scored by how many of the text's frequent terms they hold
 * (so they speak to what the text is about), with a bonus for coming first in a paragraph
 * (where writers put their point) and for each figure it carries (up to four: a deck is
 * judged by the figures it keeps), and a penalty for being too
 * short to say anything or too long for a slide.
 */
function scoreSentences(paragraphs: readonly string[], context: ReadonlyMap<string, number> = countTerms(paragraphs)): ScoredSentence[] {
  const scored: ScoredSentence[] = [];
  for (const paragraph of paragraphs) {
    splitSentences(paragraph).forEach((sentence, position) => {
      const found = terms(sentence);
      if (found.length === 0) return;
      const weight = found.reduce((sum, term) => sum + Math.log(1 + (context.get(term) ?? 0)), 0) / Math.sqrt(found.length);
      const length = sentence.length;
      const lengthFactor = length < 30 ? 0.5 : length > 260 ? 0.6 : 1;
      const lead = position === 0 ? 1.25 : 1;
      const numeric = 1 + 0.15 * Math.min(4, findNumbers(sentence).length);
      const isQuote = /^["“«„]/.test(sentence) ? 0.4 : 1;
      scored.push({ text: sentence, score: weight * lengthFactor * lead * numeric * isQuote, index: scored.length });
    });
  }
  return scored;
}

/** The `count` best sentences, in the order they appear in the text. */
export function keySentences(paragraphs: readonly string[], count: number, context?: ReadonlyMap<string, number>): string[] {
  return scoreSentences(paragraphs, context)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text);
}
