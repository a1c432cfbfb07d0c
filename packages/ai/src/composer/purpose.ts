import type { LanguageId } from '../spec-limits.ts';
import { splitSentences } from '../text/text-tools.ts';
import type { Chapter } from './chapters.ts';
import type { DeckKind } from './deck-kind.ts';
import { labelsFor } from './labels.ts';

/**
 * How the purpose a prompt names ("report to our neighbourhood council", "pitch to
 * investors", "lesson for 10-year-olds", "workshop for volunteers") shapes a deck or page
 * made from documents: what it opens with, the order of its body, and how it closes. The
 * composer still only shows the documents' own sentences; the purpose chooses which, in what
 * order, and the few titles the composer writes itself. English titles only: in other
 * languages the composer keeps its translated labels.
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
const short = (topic: string, template: (topic: string) => string, fallback: string) => (topic && topic.length <= 28 ? template(topic) : fallback);

const PURPOSES: Record<DeckKind, Purpose> = {
  report: {
    leads: (chapter) => OUTCOME.test(chapter.title) || chapter.numbers.length >= 3 || chapter.tables.length > 0,
    closing: (chapters) => {
      const asked = asks(chapters);
      return asked.length > 0 ? { title: 'What we ask of you', points: asked } : undefined;
    },
    action: () => 'Read the full report',
    invitation: 'What happens next',
  },
  pitch: {
    leads: (chapter) => PROBLEM.test(chapter.title) || SOLUTION.test(chapter.title),
    closing: (chapters) => {
      const asked = asks(chapters);
      return asked.length > 0 ? { title: 'The ask', points: asked } : undefined;
    },
    action: () => 'Talk to us',
    invitation: 'Let’s talk',
  },
  lesson: {
    opening: (topic) => `What do you already know about ${topic}?`,
    // A recap quiz: one question a chapter, in the words of its heading, answered in class; none when the lesson has its own.
    closing: (chapters) => {
      if (chapters.some((chapter) => QUIZ.test(chapter.title))) return undefined;
      const taught = chapters.filter((chapter) => !FRAMING.test(chapter.title)).slice(0, 3);
      return taught.length > 0 ? { title: 'Quick quiz', points: taught.map((chapter) => `${chapter.title.replace(/[.:?!]+$/, '')}: what did we learn?`) } : undefined;
    },
    action: () => 'Try the quiz',
    invitation: 'Your turn',
  },
  training: {
    opening: () => 'What you will be able to do',
    closing: () => undefined,
    action: (topic) => short(topic, (name) => `Sign up for ${name}`, 'Sign up for the workshop'),
    invitation: 'Ready to start?',
  },
  event: {
    action: (topic) => short(topic, (name) => `Join ${name}`, 'Join us'),
    invitation: 'Be part of it',
  },
  plan: {
    closing: (chapters) => {
      const asked = asks(chapters);
      return asked.length > 0 ? { title: 'What we need', points: asked } : undefined;
    },
    action: () => 'Get involved',
    invitation: 'How you can help',
  },
  proposal: {
    closing: (chapters) => {
      const asked = asks(chapters);
      return asked.length > 0 ? { title: 'What we ask for', points: asked } : undefined;
    },
    action: () => 'Support the proposal',
    invitation: 'How you can help',
  },
  launch: { action: (topic) => short(topic, (name) => `Try ${name}`, 'Try it now'), invitation: 'Be among the first' },
  general: { action: () => 'Find out more', invitation: 'Want to know more?' },
};

/** "Find out more" in the languages the composer has labels for: the button of a page in any other language than English. */
const FIND_OUT_MORE: Partial<Record<LanguageId, string>> = { fr: 'En savoir plus', de: 'Mehr erfahren', es: 'Más información', pt: 'Saiba mais', it: 'Scopri di più' };

/**
 * The purpose of a deck of `kind`. Where the composer writes in another language than
 * English (it has labels for it), only a generic button label: English titles would stand
 * out among translated ones. 'auto' and the languages without labels get English throughout.
 */
export function purposeOf(kind: DeckKind, language: LanguageId | undefined): Purpose {
  const label = language ? FIND_OUT_MORE[language] : undefined;
  return label && labelsFor(language) !== labelsFor('en') ? { action: () => label } : PURPOSES[kind];
}

/** `chapters` with the ones the purpose leads with first, each group in the source's order. */
export function leadingFirst<T extends { chapter: Chapter }>(items: readonly T[], purpose: Purpose): T[] {
  const leads = purpose.leads;
  if (!leads) return [...items];
  return [...items.filter((item) => leads(item.chapter)), ...items.filter((item) => !leads(item.chapter))];
}
