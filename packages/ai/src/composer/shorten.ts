import { estimateLines } from '../slides/fit-text.ts';
import { findNumbers } from '../references/find-numbers.ts';
import { condense, splitSentences } from '../text/text-tools.ts';
import { isDate } from './dates.ts';


const NO_LIMIT = 100_000;
/** Fewer words than this do not stand as a clause on a slide ("In 2025"). */
const MIN_CLAUSE_WORDS = 4;

/**
 * A sentence made to fit `max` characters without cutting it mid-way: as it is (asides in
 * brackets and leading connectives dropped), else its first clauses, else its first
 * sentences; undefined when not even a clause fits, so the caller picks another sentence.
 */
export function shorten(text: string, max: number): string | undefined {
  const clean = condense(text, NO_LIMIT);
  // Half a quotation (a quote's first sentence, or its last with the author) would put words in no one's mouth, or cut them from it.
  if (!quotesBalanced(clean)) return undefined;
  if (clean.length <= max) return clean;
  const sentences = splitSentences(clean);
  let kept = '';
  if (sentences.length > 1) {
    for (const sentence of sentences) {
      const next = kept ? `${kept} ${sentence}` : sentence;
      if (next.length > max) break;
      kept = next;
    }
    if (kept) return kept;
    return shorten(sentences[0]!, max);
  }
  // Punctuation marks the surest clause breaks; a conjunction the next surest.
  return firstClauses(clean.split(/(?<=[,;:])\s+|\s+(?=[—–]\s)/), max) ?? firstClauses(clean.split(/\s+(?=(?:and|but|because|which|while|so|after|before|although)\s)/), max);
}

/**
 * `shorten`, but a sentence whose opening clauses hold none of its figures gives the clause
 * that holds one instead ("Blade repairs took eleven weeks; the insurer covered 85% of the
 * cost" → "The insurer covered 85% of the cost"): the figure is what the reader came for.
 */
export function shortenKeepingFigures(text: string, max: number): string | undefined {
  const short = shorten(text, max);
  const figures = findNumbers(text).filter((fact) => !isDate(fact)).map((fact) => fact.display);
  if (figures.length === 0 || figures.some((figure) => short?.includes(figure))) return short;
  return figures.map((figure) => clauseWith(text, figure, max)).find((clause) => clause !== undefined) ?? short;
}

/** The clause of `sentence` that holds `needle`, as a sentence of its own within `max`; undefined when it would lean on the rest ("which is worth…"). */
export function clauseWith(sentence: string, needle: string, max: number): string | undefined {
  const clause = sentence
    .split(/(?<=[,;:])\s+|\s+(?=(?:and|but|while|so|which|whereas)\s)/)
    .find((part) => part.includes(needle))
    // A clause's connective goes (its facts stand alone: "after the fund received 10%" → "The fund received 10%"); a condition's does not.
    ?.replace(/^(?:and|but|so|while|whereas|after|before|because|since|although|though|when|once)\s+/i, '')
    .replace(/[,;:]$/, '');
  // A clause opened by a preposition or a subordinator ("after the fund…", "which is…") leans on the rest of its sentence.
  if (!clause || LEANING.test(clause)) return undefined;
  const short = shorten(clause.charAt(0).toUpperCase() + clause.slice(1), max);
  return short?.includes(needle) ? short : undefined;
}

/**
 * The longest opening of `text` within `max` characters that ends where a phrase does, before
 * a preposition or conjunction ("Delivery by cargo bike is faster than a van" rather than
 * "… than a van in the narrow"); the first whole words when no phrase ends in time.
 */
export function leadingPhrase(text: string, max: number): string {
  const words = text.split(/\s+/);
  let best = '';
  for (let count = 2; count < words.length; count++) {
    const head = words.slice(0, count).join(' ');
    if (head.length > max) break;
    if (PHRASE_STARTS.test(words[count]!) && head.split(/\s+/).length >= MIN_CLAUSE_WORDS) best = head;
  }
  return best || leadingWords(text, max);
}

const LEANING = /^(?:in|on|at|of|for|with|to|from|by|into|over|under|after|before|during|since|until|or|because|which|who|whom|whose|that|when|where|as|if|unless|although|though|whether)\b/i;

const PHRASE_STARTS = /^(?:in|on|at|of|for|with|to|from|by|into|over|under|after|before|during|since|until|and|but|or|so|because|while|which|that|when|where|as)$/i;

/** The first whole words of `text` that fit `max` characters (at least the first word). */
export function leadingWords(text: string, max: number): string {
  let kept = '';
  for (const word of text.split(/\s+/)) {
    const next = kept ? `${kept} ${word}` : word;
    if (kept && next.length > max) break;
    kept = next;
  }
  return kept.replace(/[,;:—–]$/, '');
}

/** The longest run of `clauses` from the first that fits `max`, without its closing mark; undefined when it would say nothing. */
function firstClauses(clauses: readonly string[], max: number): string | undefined {
  let kept = '';
  for (const clause of clauses) {
    const next = kept ? `${kept} ${clause}` : clause;
    if (next.replace(/[,;:]$/, '').length > max) break;
    kept = next;
  }
  const clause = kept.replace(/\s*[,;:—–]$/, '').trim();
  // A clause that is only an opening ("In 2025,") says nothing on its own.
  return clause.split(/\s+/).length >= MIN_CLAUSE_WORDS ? clause : undefined;
}

function quotesBalanced(text: string): boolean {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return count(/[“«„]/g) === count(/[”»]/g) && count(/"/g) % 2 === 0;
}

/**
 * Up to `count` of `sentences`, each shortened to `chars`, as many as fit `maxLines` wrapped
 * lines of `perLine` characters: the budget of the slide box they go to, so the slide
 * builder never has to cut them.
 */
export function fitSentences(sentences: readonly string[], box: { count: number; chars: number; perLine: number; maxLines: number }): string[] {
  const out: string[] = [];
  let used = 0;
  for (const sentence of sentences) {
    if (out.length === box.count) break;
    const short = shortenKeepingFigures(sentence, box.chars);
    if (!short || out.includes(short)) continue;
    const lines = estimateLines(short, box.perLine);
    if (used + lines > box.maxLines) continue;
    out.push(short);
    used += lines;
  }
  return out;
}
