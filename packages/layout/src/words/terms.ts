import { STOPWORDS } from './stopwords.ts';

/** Lower-cased words of a text, letters and digits of any script. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Words that say what a text is about: no stopwords, no bare numbers, no one-letter words. */
export function terms(text: string): string[] {
  return words(text).filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^[\p{N}.,'’-]+$/u.test(word));
}
