import type { LanguageId } from '@folio/contracts';
import type { DeckKind } from './deck-kind.ts';
import { ENGLISH, localeFor } from './locales/index.ts';
import type { ComposerLocale, LocaleSlide } from './locales/locale.ts';
import { EXTRA_SLIDES, SKELETONS } from './skeletons.ts';

/** A body slide of a deck made from a prompt alone: its title, and what its points should say (shown as hints). */
export interface OutlineSlide {
  title: string;
  hints: string[];
}

export interface OutlineContext {
  /** What the deck is about, as the cover says it (capitalised). */
  subject: string;
  /** The prompt as typed: whether it wrote the subject's first word in lower case. */
  prompt: string;
  /** The parts the prompt names ("…, with A, B and C"): each gets a slide, since the person asked for them. */
  parts: readonly string[];
  /** "Write it again" counts up: other wordings, and other optional slides when the outline is longer than the deck. */
  variant: number;
  /** The deck is made from documents, which said what the subject is: only the slides any deck can take fill it up. */
  fromDocuments?: boolean;
  /** Who the deck is for, as the person set it; else read from the subject ("… for 10-year-olds"). */
  audience?: string | undefined;
  /** The kind of deck: whom its hints speak of when nobody says who the deck is for. */
  kind?: DeckKind;
  /** The language the deck is written in: its outline's words. */
  language?: LanguageId | undefined;
}

/** A slide of an outline in the deck's language, and whether every outline keeps it. */
interface Slide extends LocaleSlide {
  core: boolean;
}

const outlines = new WeakMap<ComposerLocale, { skeletons: Map<DeckKind, Slide[]>; extras: Slide[] }>();

/** The outline of `kind` and the extra slides, in `locale`'s words: the same objects each time, as the outline compares them. */
function slidesIn(locale: ComposerLocale, kind: DeckKind): { skeleton: Slide[]; extras: Slide[] } {
  let cached = outlines.get(locale);
  if (!cached) {
    cached = { skeletons: new Map(), extras: EXTRA_SLIDES.map((slide, index) => ({ ...locale.outline.extras[index]!, core: slide.core ?? false })) };
    outlines.set(locale, cached);
  }
  let skeleton = cached.skeletons.get(kind);
  if (!skeleton) {
    const words: readonly LocaleSlide[] = locale.outline.skeletons[kind];
    skeleton = (SKELETONS[kind] as readonly { core?: boolean }[]).map((slide, index) => ({ ...words[index]!, core: slide.core ?? false }));
    cached.skeletons.set(kind, skeleton);
  }
  return { skeleton, extras: cached.extras };
}

/**
 * `count` body titles for a deck of `kind`: the outline's opening slide, the parts the prompt
 * names, then the outline's other slides (those it always keeps, and the others in turns set
 * by `variant`), in the order people present them; slides any deck can take when more are
 * asked for than the outline has.
 */
export function outlineSlides(kind: DeckKind, count: number, context: OutlineContext): OutlineSlide[] {
  if (count <= 0) return [];
  const { skeleton, extras } = slidesIn(localeFor(context.language), kind);
  const [opening, ...rest] = context.fromDocuments ? extras : skeleton;
  const parts = context.parts.slice(0, count).map((title) => ({ title, hints: partHints(title, context) }));
  const room = count - parts.length;
  const pool = [...new Set([opening!, ...rest, ...extras])];
  const chosen = new Set<Slide>();
  if (room > 0) chosen.add(opening!);
  for (const slide of rest) if (slide.core && chosen.size < room) chosen.add(slide);
  const optional = pool.filter((slide) => !chosen.has(slide) && !slide.core);
  const offset = optional.length > 0 ? (context.variant * 2) % optional.length : 0;
  // Turns over the outline's own slides first: extras only when the outline has run out.
  const own = optional.filter((slide) => !extras.includes(slide));
  const turn = [...own.slice(offset % Math.max(own.length, 1)), ...own.slice(0, offset % Math.max(own.length, 1)), ...optional.filter((slide) => extras.includes(slide))];
  for (const slide of turn) if (chosen.size < room) chosen.add(slide);
  const ordered = pool.filter((slide) => chosen.has(slide)).map((slide) => ({ title: titleOf(slide, context), hints: hintsOf(slide, context) }));
  return [...ordered.slice(0, 1), ...parts, ...ordered.slice(1)].slice(0, count);
}

/** What the points of the outline slide titled `title` should say, in any of its wordings. */
export function hintsFor(title: string, kind: DeckKind, context: OutlineContext): string[] {
  const wanted = title.trim().toLowerCase();
  const part = context.parts.find((each) => each.toLowerCase() === wanted);
  if (part) return partHints(part, context);
  const { skeleton, extras } = slidesIn(localeFor(context.language), kind);
  const slide = [...(context.fromDocuments ? [] : skeleton), ...extras].find((each) => each.titles.some((_, index) => titleOf(each, { ...context, variant: index }).toLowerCase() === wanted));
  // A title the person wrote is spoken of as a part the prompt named.
  return slide ? hintsOf(slide, context) : partHints(title, context);
}

/** Which outline slide a purpose's opening stands for: a lesson's starting point, a workshop's goals. */
const OPENING_SLIDE: Partial<Record<DeckKind, number>> = { lesson: 1, training: 0 };

/** Hints for the opening a purpose puts before the documents' slides ("What do you already know about …?"): those of the outline slide it stands for. */
export function openingHints(kind: DeckKind, context: OutlineContext): string[] {
  const at = OPENING_SLIDE[kind];
  const slide = at === undefined ? undefined : slidesIn(localeFor(context.language), kind).skeleton[at];
  return slide ? hintsOf(slide, context) : [];
}

function hintsOf(slide: LocaleSlide, context: OutlineContext): string[] {
  return slide.hints.map((hint) => fill(hint, topicInTitle(context.subject, context.prompt, context.language), audienceOf(context), context.language));
}

function partHints(part: string, context: OutlineContext): string[] {
  return localeFor(context.language).outline.partHints.map((hint) => fill(hint, topicInTitle(part, context.prompt, context.language), audienceOf(context), context.language));
}

/** The people the deck is for, as a hint names them: "10-year-olds", "the neighbourhood council". */
function audienceOf(context: OutlineContext): string {
  const set = context.audience?.trim();
  if (set) return set;
  const words = localeFor(context.language).outline;
  const named = words.audience.exec(context.subject)?.groups?.['who']?.trim();
  const any = words.anyAudience;
  const byKind = context.kind === 'lesson' || context.kind === 'pitch' || context.kind === 'training' ? any[context.kind] : undefined;
  return named || byKind || any.other;
}

/** Verbs a hint puts right after its topic, in the form a plural topic takes ("volcanoes matter"). */
const PLURAL_VERBS: Record<string, string> = { matters: 'matter', works: 'work', solves: 'solve', reaches: 'reach', stands: 'stand', starts: 'start', ends: 'end', takes: 'take', does: 'do', fixes: 'fix' };

function fill(template: string, topic: string, audience: string, language: LanguageId | undefined): string {
  // Agreement with a plural topic ("volcanoes are", "volcanoes matter") is English grammar; other languages' templates need none.
  const plural = localeFor(language) === ENGLISH && isPlural(topic);
  let text = template
    .replaceAll('{Topic}', topic.charAt(0).toUpperCase() + topic.slice(1))
    .replaceAll('{topic}', topic)
    .replaceAll('{is}', plural ? 'are' : 'is')
    .replaceAll('{audience}', audience);
  if (plural) text = text.replace(new RegExp(`(${escape(topic)}) (${Object.keys(PLURAL_VERBS).join('|')})\\b`, 'giu'), (_match, said: string, verb: string) => `${said} ${PLURAL_VERBS[verb.toLowerCase()]}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isPlural(topic: string): boolean {
  return /[^su]s$/i.test(topic.split(/\s+(?:for|in|at|on|of)\s+/)[0]!);
}

function titleOf(slide: LocaleSlide, context: OutlineContext): string {
  const template = slide.titles[context.variant % slide.titles.length]!;
  const topic = topicInTitle(context.subject, context.prompt, context.language);
  return fill(template, topic, audienceOf(context), context.language);
}

/**
 * The subject as it reads inside a title: without the audience ("… for 10-year-olds", "…
 * pour des enfants de 10 ans"), and with its first word in lower case when the prompt wrote
 * it so ("What is the water cycle?") or it is an article; names left as written.
 */
export function topicInTitle(subject: string, prompt: string, language?: LanguageId): string {
  const words = localeFor(language).outline;
  const topic = subject.replace(words.audience, '').trim() || subject;
  const first = topic.split(/\s+/)[0] ?? '';
  const lower = first.charAt(0).toLowerCase() + first.slice(1);
  const isCommon = (words.lowerFirst?.test(first) ?? false) || new RegExp(`(?:^|[^\\p{L}])${escape(lower)}(?![\\p{L}])`, 'u').test(prompt);
  return isCommon ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
