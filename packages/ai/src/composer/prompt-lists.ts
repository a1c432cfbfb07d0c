import type { LanguageId } from '@folio/contracts';
import { condense } from '../text/text-tools.ts';
import { ENGLISH, localeFor } from './locales/index.ts';
import { topicOf } from './topic.ts';

/**
 * "introduction, growth, maturity and decline": commas, semicolons and "then" split; a last
 * "and" splits too when the other items are short names, not clauses ("mix the flour and water").
 */
export function commaList(text: string, language?: LanguageId): string[] {
  const parts = text.split(/\s*[,;、，；]\s*(?:and then\s+|then\s+|and\s+)?|\s+(?:and then|then|after that|afterwards|finally)\s+/i);
  const last = parts.at(-1) ?? '';
  const short = parts.slice(0, -1).every((part) => part.split(/\s+/).length <= 3);
  const and = new RegExp(`\\s+(?:${andWords(language)})\\s+`, 'iu');
  return short && parts.length > 1 ? [...parts.slice(0, -1), ...last.split(and)] : parts;
}

/** "and" in English and in the deck's language. */
function andWords(language: LanguageId | undefined): string {
  const local = localeFor(language).outline.and;
  return local === ENGLISH.outline.and ? local : `${ENGLISH.outline.and}|${local}`;
}

/** Words that introduce the parts a prompt names: "…, with A, B and C", "covering A and B", and the same in the deck's language. */
function partsIntro(language: LanguageId | undefined): RegExp {
  const local = localeFor(language).outline.partsIntro;
  const words = local === ENGLISH.outline.partsIntro ? local : `${ENGLISH.outline.partsIntro}|${local}`;
  return new RegExp(`^(.*?)(?:,\\s*|\\s+)(?:${words})\\s+(.+)$`, 'iu');
}

const MAX_PART_WORDS = 6;
const MAX_PARTS = 10;

/**
 * The subject of a prompt and the parts it names, for a deck built from the prompt alone:
 * "a lesson on the water cycle, with evaporation, condensation and precipitation" is about
 * "The water cycle" and names three slides. A list after a colon or as bullet lines counts
 * too. Without two to ten short parts there are none, and the subject is the whole topic.
 */
export function promptParts(prompt: string, language?: LanguageId): { subject: string; parts: string[] } {
  const lines = prompt.trim().split(/\n/).map((line) => line.trim());
  const bulleted = lines.slice(1).filter((line) => /^(?:\d+[.)]|[-*•])\s+/.test(line)).map((line) => line.replace(/^(?:\d+[.)]|[-*•])\s+/, ''));
  const first = lines[0] ?? '';
  const introduced = partsIntro(language).exec(first) ?? /^(.*?)[:：]\s*(.+)$/.exec(first);
  for (const [subject, parts] of [
    [first, bulleted],
    [introduced?.[1] ?? '', introduced ? commaList(introduced[2]!.replace(/[.!?。！？]+$/, ''), language) : []],
  ] as const) {
    const names = parts.map((part) => part.trim()).filter(Boolean);
    if (names.length >= 2 && names.length <= MAX_PARTS && names.every((name) => name.split(/\s+/).length <= MAX_PART_WORDS)) {
      return { subject: topicOf(subject.replace(/[:：\s]+$/, ''), language), parts: names.map((name) => condense(name, 60)) };
    }
  }
  return { subject: topicOf(first, language), parts: [] };
}
