import { terms } from './terms.ts';

/**
 * The words a set of texts is most about (tf-idf over sections, headings counted three
 * times), for share hashtags (§3: reference keywords) and for `quote/keywords`.
 */
export function keywordsOf(documents: ReadonlyArray<{ heading: string; text: string }>, count = 8): string[] {
  const documentFrequency = new Map<string, number>();
  const termFrequency = new Map<string, number>();
  for (const document of documents) {
    const found = [...terms(document.heading), ...terms(document.heading), ...terms(document.heading), ...terms(document.text)];
    for (const term of new Set(found)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const term of found) termFrequency.set(term, (termFrequency.get(term) ?? 0) + 1);
  }
  const total = Math.max(1, documents.length);
  return [...termFrequency]
    .filter(([term]) => term.length > 2)
    .map(([term, frequency]) => [term, frequency * Math.log(1 + total / (documentFrequency.get(term) ?? 1))] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([term]) => term);
}

/** §3: keywords become share hashtags (without '#') — letters and digits only, words joined in CamelCase, no repeats. */
export function hashtags(keywords: readonly string[], max = 4): string[] {
  const tags: string[] = [];
  for (const keyword of keywords) {
    const words = keyword.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const tag = words.map((word, index) => (index === 0 && words.length === 1 ? word : word[0]!.toLocaleUpperCase() + word.slice(1))).join('');
    if (tag && !tags.some((seen) => seen.toLocaleLowerCase() === tag.toLocaleLowerCase())) tags.push(tag);
    if (tags.length === max) break;
  }
  return tags;
}
