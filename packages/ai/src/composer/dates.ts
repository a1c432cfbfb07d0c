import type { NumberFact } from '@folio/contracts';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|august|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';

/** A day of a month or a year, said as a number: "14" in "3 to 14 August", "2019" in "since 2019". */
export function isDate(fact: NumberFact): boolean {
  const value = fact.display.trim();
  if (/^(?:1[89]|20)\d\d$/.test(value)) return true;
  if (!/^\d{1,2}$/.test(value)) return false;
  const day = new RegExp(`(?:^|\\D)${value}(?:st|nd|rd|th)?\\s*(?:/\\s*)?${MONTH}\\b|\\b${MONTH}\\s+${value}(?:st|nd|rd|th)?\\b`, 'i');
  return day.test(fact.sentence) || new RegExp(`^${MONTH}\\b`, 'i').test(fact.label);
}
