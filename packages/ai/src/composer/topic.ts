import type { LanguageId } from '@folio/contracts';
import { condense } from '../text/text-tools.ts';
import { ENGLISH, localeFor } from './locales/index.ts';

/**
 * The subject of a prompt, capitalised, short enough for a cover slide: without the request
 * words around it ("make me a 10-slide pitch deck about …", "fais une présentation sur …"),
 * in the deck's language, else in English. An article goes only with the deck word after it:
 * "The water cycle" keeps its "The".
 */
export function topicOf(prompt: string, language?: LanguageId): string {
  const firstLine = prompt.trim().split(/\n/)[0] ?? '';
  // The English words only when the deck's language finds none of its own: "plan" may start a Spanish topic.
  const local = firstLine.replace(localeFor(language).outline.request, '');
  const stripped = local === firstLine ? firstLine.replace(ENGLISH.outline.request, '') : local;
  const topic = stripped.replace(/[.!?。！？]+$/, '').trim() || firstLine.trim();
  return condense(topic.charAt(0).toUpperCase() + topic.slice(1), 70);
}
