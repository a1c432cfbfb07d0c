import type { LanguageId } from '../spec-limits.ts';
import { condense } from '../text/text-tools.ts';
import { ENGLISH, localeFor } from './locales/index.ts';

/**
 * The subject of a prompt, capitalised, short enough for a cover slide: without the request
 * words around it ("make me a 10-slide pitch deck about …", "fais une présentation sur …"),
 * in the deck's language and in English. An article goes only with the deck word after it:
 * "The water cycle" keeps its "The".
 */
export function topicOf(prompt: string, language?: LanguageId): string {
  const firstLine = prompt.trim().split(/\n/)[0] ?? '';
  const local = localeFor(language).outline.request;
  const topic = firstLine.replace(local, '').replace(ENGLISH.outline.request, '').replace(/[.!?。！？]+$/, '').trim() || firstLine.trim();
  return condense(topic.charAt(0).toUpperCase() + topic.slice(1), 70);
}
