import type { NumberFact } from '@folio/contracts';

/**
 * Numbers worth a stat block: amounts with a currency, percentages, and counts with a scale
 * word. Plain years and small bare integers are left out, as they are rarely the point.
 */
const NUMBER =
  /(?<![\p{L}\p{N}])([$€£¥]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(%|percent\b|per cent\b|[kK]\b|[mM]\b|[bB]n?\b|million\b|billion\b|thousand\b|x\b)?/gu;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const STOP_AFTER =
  /^(?:in|on|at|by|than|from|to|over|since|for|and|but|while|which|that|compared|this|last|a|an|the|after|before|when|because|as|so|until|with|within|during|despite|together|more|less|fewer|higher|lower|each|every|are|is|was|were|have|has|had|will|would|can|could|may|might)$/i;
const VERB =
  /^(?:\p{L}+ed|grew|rose|fell|hit|stood|gave|made|took|spent|ran|got|cut|was|were|is|are|has|have|had|of|to|by|at|about|nearly|almost|over|around|up|down|only|than|currently|now|already|just|roughly|worth|adds|add|in)$/iu;
/** Measurement units written after a number belong to its display: '48.6 GWh', not a label 'GWh'. */
const UNIT = /^(?:[kMGT]Wh?|km|kg|ml|mm|cm|m²|MW|GW|kW)$/;

export function findNumbers(sentence: string): NumberFact[] {
  const facts: NumberFact[] = [];
  for (const match of sentence.matchAll(NUMBER)) {
    const [whole, currency, digits = '', fraction = '', unitRaw] = match;
    const unit = unitRaw?.toLowerCase();
    const base = Number(digits.replace(/,/g, '') + fraction);
    if (!Number.isFinite(base)) continue;
    const isYear = !currency && !unit && !fraction && base >= 1900 && base <= 2100 && digits.length === 4;
    const isSmallBare = !currency && !unit && base < 10;
    if (isYear || isSmallBare) continue;
    const value = base * (unit ? (SCALE[unit.replace(/\s.*/, '')] ?? 1) : 1);
    const start = match.index ?? 0;
    const unitWord = unit ? undefined : /^\s*(\S+)/.exec(sentence.slice(start + whole.length))?.[1]?.replace(/[,.;:]$/, '');
    const measured = unitWord !== undefined && UNIT.test(unitWord);
    const end = start + whole.length + (measured ? sentence.slice(start + whole.length).indexOf(unitWord) + unitWord.length : 0);
    // A figure whose words are unclear is still a figure of the document, only not one for a stat card (candidates.ts).
    const label = labelFor(sentence, start, end, Boolean(currency || unit) || measured);
    const display = displayOf(currency, digits + fraction, unit) + (measured ? ` ${unitWord}` : '');
    facts.push({ display, value, label, sentence });
  }
  return facts;
}

function displayOf(currency: string | undefined, number: string, unit: string | undefined): string {
  const suffix =
    unit === undefined ? '' : unit.startsWith('per') || unit === '%' ? '%' : unit === 'million' ? 'M' : unit === 'billion' ? 'B' : unit === 'thousand' ? 'K' : unit.toUpperCase();
  return `${(currency ?? '').trim()}${number}${suffix}`;
}

/**
 * The words that say what a number counts: the noun phrase right after it ("1,200
 * customers", "1,600 kg of fresh vegetables"), or, when a verb or preposition follows, the
 * subject before it ("Revenue grew 38%").
 */
function labelFor(sentence: string, start: number, end: number, measured: boolean): string {
  const after = sentence.slice(end).split(/[,.;:()—–]/)[0]!.trim().split(/\s+/).filter(Boolean);
  // "1,600 kg of vegetables", "31% of members": what the amount is of is what it counts; a bare count "of" something is part of a larger phrase.
  const skipOf = measured && after[0] === 'of' ? (/^(?:the|a|an)$/i.test(after[1] ?? '') ? 2 : 1) : 0;
  const phrase: string[] = [];
  for (const word of after.slice(skipOf)) {
    if (STOP_AFTER.test(word) || (word === 'of' && phrase.length === 0) || /\d/.test(word) || phrase.length >= 5) break;
    phrase.push(word);
  }
  if (phrase.length > 0 && !VERB.test(phrase[0]!)) return tidy(phrase.join(' '));
  const clause = sentence.slice(0, start).split(/[,;:()—–]/).at(-1)!.trim().split(/\s+/).filter(Boolean);
  const lastNumber = clause.findLastIndex((word) => /\d/.test(word));
  const before = clause.slice(lastNumber + 1);
  while (before.length > 0 && VERB.test(before.at(-1)!)) before.pop();
  if (before.length > 0) return tidy(before.slice(-5).join(' '));
  // Another number came first ("grew 38% to $42M"): the clause's subject is the label.
  const firstVerb = clause.findIndex((word) => VERB.test(word));
  return tidy(clause.slice(0, firstVerb === -1 ? 0 : Math.min(firstVerb, 5)).join(' '));
}

function tidy(label: string): string {
  const clean = label.replace(/^(?:(?:and|but|while|so|which|after|when|where|the|a|an|our|its|their|we|is|are|was|were)(?:\s+|$))+/i, '').replace(/[^\p{L}\p{N})]+$/u, '');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}
