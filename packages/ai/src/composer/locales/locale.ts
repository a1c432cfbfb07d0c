import type { DeckKind } from '../deck-kind.ts';
import type { Labels } from '../labels.ts';
import type { EXTRA_SLIDES, SKELETONS } from '../skeletons.ts';

/**
 * Everything the built-in composer writes itself, in one language: one file per language
 * beside this one, English (`en.ts`) the reference. A string left out is a type error, so a
 * language never falls back to English words in the middle of its own.
 *
 * Templates take `{topic}` / `{Topic}` (what the deck is about, as the person wrote it) and
 * `{audience}` (whom it is for). A free-form topic cannot take a case, an article or a gender
 * in most languages, so outside English they stand where any noun phrase fits: after a colon
 * or a dash, or not at all.
 */
export interface ComposerLocale {
  labels: Labels;
  outline: OutlineWords;
  purpose: PurposeWords;
  page: PageWords;
  chat: ChatWords;
}

/** A slide of an outline in one language: ways to title it ("Write it again" takes the next) and what its points should say. */
export interface LocaleSlide {
  readonly titles: readonly string[];
  readonly hints: readonly string[];
}

/** The same slides as the English outlines, one for one: a tuple of the same length for each kind. */
type SlidesLike<T extends readonly unknown[]> = { readonly [I in keyof T]: LocaleSlide };

export interface OutlineWords {
  skeletons: { readonly [K in DeckKind]: SlidesLike<(typeof SKELETONS)[K]> };
  extras: SlidesLike<typeof EXTRA_SLIDES>;
  /** The hints of a slide for a part the prompt names: `{topic}` is the part. */
  partHints: readonly [string, string, string];
  /** Whom a hint speaks of when nobody says who the deck is for, by kind, and else. */
  anyAudience: { lesson: string; pitch: string; training: string; other: string };
  /**
   * Who a deck is for, within its subject ("… pour des enfants de 10 ans"): the whole match
   * leaves the topic, group `who` is how a hint names them.
   */
  audience: RegExp;
  /** Articles and the like that start a topic in lower case inside a title ("le", "la"…); none where the language has no case. */
  lowerFirst?: RegExp;
  /** Request words before the topic of a prompt in this language ("fais une présentation sur …"). */
  request: RegExp;
  /** Words that introduce the parts a prompt names ("avec", "mit"…), as a regex alternation. */
  partsIntro: string;
  /** "and" between the last two parts of a list, as a regex alternation. */
  and: string;
}

export interface PurposeWords {
  report: { closing: string; action: string; invitation: string };
  pitch: { closing: string; action: string; invitation: string };
  /** `opening` takes `{topic}`, `quizPoint` `{chapter}` (a chapter's heading). */
  lesson: { opening: string; closing: string; quizPoint: string; action: string; invitation: string };
  /** `action` takes `{topic}` when the topic is short; `anyAction` otherwise. */
  training: { opening: string; action: string; anyAction: string; invitation: string };
  event: { action: string; anyAction: string; invitation: string };
  plan: { closing: string; action: string; invitation: string };
  proposal: { closing: string; action: string; invitation: string };
  launch: { action: string; anyAction: string; invitation: string };
  general: { action: string; invitation: string };
}

/** Hints of a page's sections that have no text yet. */
export interface PageWords {
  hero: string;
  callToAction: string;
  section: string;
}

/**
 * The offline chat's replies. `{n}` is a slide number, `{title}` a title, `{topic}` what the
 * person asked for, `{theme}` a theme's name, `{themes}` a list of them, `{list}` slide numbers.
 */
export interface ChatWords {
  connect: string;
  needsModel: { translate: string; rewrite: string; write: string; expand: string };
  designOnly: string;
  whichTheme: string;
  switchedTheme: string;
  pageLayout: string;
  selectForLayout: string;
  relaid: string;
  nothingToLayOut: string;
  selectForNotes: string;
  wroteNotes: string;
  selectToShorten: string;
  shortened: string;
  alreadyShort: string;
  selectToExpand: string;
  expanded: string;
  help: string;
  whichSlideToRename: string;
  noTitleText: string;
  renamed: string;
  whichSlideToMove: string;
  whereTo: string;
  alreadyThere: string;
  moved: string;
  whichSlideToRemove: string;
  noSuchSlide: string;
  keepsOne: string;
  removedOne: string;
  removedMany: string;
  /** How a list of slide numbers reads: "2, 3 and 5". */
  listSeparator: string;
  listAnd: string;
  addedSlide: string;
  addedSection: string;
  /** What `{source}` says when the slide came from several references. */
  yourReferences: string;
  /** A slide of hints, when the references say nothing about `{topic}` or there are none. */
  hintSlideNotInReferences: string;
  hintSectionNotInReferences: string;
  hintSlideNoReferences: string;
  hintSectionNoReferences: string;
  /** What `{topic}` says when the instruction named none. */
  it: string;
  newSlide: string;
  /** The hints of a slide added without references: `{title}` is its title, as written. */
  hints: readonly [string, string, string];
}

/** `template` with each `{name}` replaced by its value. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A slide of a locale's outline: one or more titles, then what its points should say. */
export const s = (titles: string | readonly string[], ...hints: string[]): LocaleSlide => ({ titles: typeof titles === 'string' ? [titles] : titles, hints });
