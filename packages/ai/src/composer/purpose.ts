import type { LanguageId } from '@folio/contracts';
import { splitSentences } from '../text/text-tools.ts';
import type { Chapter } from './chapters.ts';
import type { DeckKind } from './deck-kind.ts';
import { localeFor } from './locales/index.ts';
import { format, type PurposeWords } from './locales/locale.ts';

/**
 * How the purpose a prompt names ("report to our neighbourhood council", "pitch to
 * investors", "lesson for 10-year-olds", "workshop for volunteers") shapes a deck or page
 * made from documents: what it opens with, the order of its body, and how it closes. The
 * composer still only shows the documents' own sentences; the purpose chooses which, in what
 * order, and the few titles the composer writes itself, in the deck's language. What it
 * looks for in the documents (asks, outcomes, a quiz) it reads in English words.
 */
export interface Purpose {
  /** A line the body opens with, about the topic: a lesson starts from what pupils already know. */
  opening?: (topic: string) => string;
  /** Which chapters come first: a report leads with its outcomes, a pitch with the problem. */
  leads?: (chapter: Chapter) => boolean;
  /** The closing's title and what it shows, when the documents give it something to show. */
  closing?: (chapters: readonly Chapter[]) => { title: string; points: string[] } | undefined;
  /** A page's call to action: the button's label, about the topic when it is short. */
  action: (topic: string) => string;
  /** The call to action's headline on a page made without documents, which has no takeaways to close on. */
  invitation?: string;
}

/** Sentences that ask for something: what a report to a council or a pitch to investors ends on. */
const ASK = /\b(?:we ask|we are asking|we request|we would like|we propose|we need|we invite|we recommend|we hope|asks? (?:the|you|for)|call(?:s|ing)? on|please|volunteers? (?:are )?needed|help us|join us|support (?:us|the))\b/i;
const OUTCOME = /\b(?:result|outcome|achiev|grew|growth|increase|raised|saved|reached|harvest|record|summary|highlights?|in numbers|impact)\w*/i;
const PROBLEM = /\b(?:problem|challenge|issue|need|why|pain|gap)\w*/i;
const SOLUTION = /\b(?:solution|approach|how|project|plan|product|offer)\w*/i;

const QUIZ = /\b(?:quiz|test yourself|check your understanding|questions)\b/i;
/** Chapters that frame a lesson rather than teach it: not quiz questions. */
const FRAMING = /\b(?:goals?|objectives?|aims?|summary|introduction|overview|contents|agenda|materials)\b/i;

const sentencesOf = (chapters: readonly Chapter[]) => chapters.flatMap((chapter) => chapter.paragraphs.flatMap(splitSentences));
const asks = (chapters: readonly Chapter[]) => [...new Set(sentencesOf(chapters).filter((sentence) => ASK.test(sentence)))].slice(0, 3);
/** A label about the topic when the topic is short enough for a button, else the label without it. */
const short = (topic: string, template: string, fallback: string) => (topic && topic.length <= 28 ? format(template, { topic }) : fallback);
const asked = (title: string) => (chapters: readonly Chapter[]) => {
  const points = asks(chapters);
  return points.length > 0 ? { title, points } : undefined;
};

/** The purposes of each kind of deck, in the words of `words`' language. */
function purposes(words: PurposeWords): Record<DeckKind, Purpose> {
  return {
    report: {
      leads: (chapter) => OUTCOME.test(chapter.title) || chapter.numbers.length >= 3 || chapter.tables.length > 0,
      closing: asked(words.report.closing),
      action: () => words.report.action,
      invitation: words.report.invitation,
    },
    pitch: {
      leads: (chapter) => PROBLEM.test(chapter.title) || SOLUTION.test(chapter.title),
      closing: asked(words.pitch.closing),
      action: () => words.pitch.action,
      invitation: words.pitch.invitation,
    },
    lesson: {
      opening: (topic) => format(words.lesson.opening, { topic, Topic: topic.charAt(0).toUpperCase() + topic.slice(1) }),
      // A recap quiz: one question a chapter, in the words of its heading, answered in class; none when the lesson has its own.
      closing: (chapters) => {
        if (chapters.some((chapter) => QUIZ.test(chapter.title))) return undefined;
        const taught = chapters.filter((chapter) => !FRAMING.test(chapter.title)).slice(0, 3);
        return taught.length > 0 ? { title: words.lesson.closing, points: taught.map((chapter) => format(words.lesson.quizPoint, { chapter: chapter.title.replace(/[.:?!]+$/, '') })) } : undefined;
      },
      action: () => words.lesson.action,
      invitation: words.lesson.invitation,
    },
    training: {
      opening: () => words.training.opening,
      closing: () => undefined,
      action: (topic) => short(topic, words.training.action, words.training.anyAction),
      invitation: words.training.invitation,
    },
    event: {
      action: (topic) => short(topic, words.event.action, words.event.anyAction),
      invitation: words.event.invitation,
    },
    plan: { closing: asked(words.plan.closing), action: () => words.plan.action, invitation: words.plan.invitation },
    proposal: { closing: asked(words.proposal.closing), action: () => words.proposal.action, invitation: words.proposal.invitation },
    launch: { action: (topic) => short(topic, words.launch.action, words.launch.anyAction), invitation: words.launch.invitation },
    general: { action: () => words.general.action, invitation: words.general.invitation },
  };
}

const built = new WeakMap<PurposeWords, Record<DeckKind, Purpose>>();

/** The purpose of a deck of `kind`, with its titles and labels in the deck's language ('auto': English). */
export function purposeOf(kind: DeckKind, language: LanguageId | undefined): Purpose {
  const words = localeFor(language).purpose;
  let all = built.get(words);
  if (!all) built.set(words, (all = purposes(words)));
  return all[kind];
}

/** `chapters` with the ones the purpose leads with first, each group in the source's order. */
export function leadingFirst<T extends { chapter: Chapter }>(items: readonly T[], purpose: Purpose): T[] {
  const leads = purpose.leads;
  if (!leads) return [...items];
  return [...items.filter((item) => leads(item.chapter)), ...items.filter((item) => !leads(item.chapter))];
}
