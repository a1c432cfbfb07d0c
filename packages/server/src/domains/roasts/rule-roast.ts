import type { DeckFinding } from '@folio/renderer';
import type { DeckLine, RoastLine, RoastResult, RoastSlide } from './roast-result.ts';
import type { SlideText } from './slide-texts.ts';

/**
 * Where the roast draws its lines. Presentation coaches' rules of thumb, not science: about
 * six bullets of about six words (the "6×6 rule"), a slide read in the time it is shown (~40
 * words at a speaking pace for a minute-long slide, doubled before it is a wall), one idea
 * per line.
 */
export const ROAST_LIMITS = {
  wallWords: 80,
  bullets: 6,
  lineWords: 30,
  numbers: 6,
  deckAverageWords: 50,
  fonts: 2,
  /** A title range wider than this many words reads as two different writers. */
  titleSpread: 8,
  shortDeck: 3,
  longDeck: 30,
  openingWords: 40,
  endingLines: 6,
} as const;

/** Points off the score per line, by how much the audience suffers. */
const COST: Record<RoastLine['code'] | DeckLine['code'], number> = {
  overflow: 8,
  'text-clipped': 8,
  'text-overlap': 8,
  'placeholder-text': 8,
  'empty-slide': 4,
  'leftover-hint': 4,
  'cut-text': 4,
  'low-contrast': 4,
  'small-text': 4,
  'repeated-picture': 1,
  'wall-of-text': 6,
  'bullet-pile': 4,
  'long-line': 3,
  shouting: 2,
  'number-soup': 3,
  'same-title': 2,
  'no-title': 2,
  clean: 0,
  'dense-deck': 5,
  'too-many-fonts': 4,
  'title-lengths': 2,
  'short-deck': 5,
  'long-deck': 5,
  'busy-opening': 3,
  'weak-ending': 3,
  'cut-deck': 0,
};

const QUOTE_CHARS = 120;
/** A figure as written: money, percentages, thousands, decimals, and a date or a time as one figure. */
const NUMBER = /(?<![\p{L}\d])[-+]?[$€£¥]?\d+(?:[.,:/-]\d+)*(?:%|[kKmMbB]\b)?/gu;
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

export interface RuleRoastInput {
  title: string;
  slides: readonly SlideText[];
  /** The renderer's deck checks per slide, in slide order; empty for a file read as text. */
  findings: readonly (readonly DeckFinding[])[];
  /** The font families the deck's text is set in; undefined when not known (a file read as text). */
  fonts: readonly string[] | undefined;
  /** Slides in the source, when more than were read. */
  total: number;
  language: string;
}

/** The rule-based roast: specific to the deck (its slide numbers, its own words and figures), no model needed. */
export function ruleRoast(input: RuleRoastInput): RoastResult {
  const counts = input.slides.map((slide) => countWords([slide.title, ...slide.lines].join(' ')));
  const slides = input.slides.map((slide, index): RoastSlide => {
    const lines = [...(input.findings[index] ?? []).map(fromFinding(input.slides)), ...slideRules(slide, counts[index]!, input.slides.slice(0, index))];
    if (lines.length === 0) lines.push({ code: 'clean', params: { text: quote(slide.title || slide.lines[0] || '') } });
    return { number: index + 1, title: quote(slide.title, 300), words: counts[index]!, lines };
  });
  const deck = deckRules(input, counts);
  const cost = [...slides.flatMap((slide) => slide.lines), ...deck].reduce((sum, line) => sum + COST[line.code], 0);
  return { title: input.title, score: Math.max(0, 100 - cost), writtenBy: 'rules', language: input.language, deck, slides };
}

function slideRules(slide: SlideText, count: number, before: readonly SlideText[]): RoastLine[] {
  const lines: RoastLine[] = [];
  const text = [slide.title, ...slide.lines].join(' ');
  if (count > ROAST_LIMITS.wallWords) lines.push({ code: 'wall-of-text', params: { words: count, text: quote(firstWords(slide.lines.join(' ') || text, 12)) } });
  if (slide.lines.length > ROAST_LIMITS.bullets) lines.push({ code: 'bullet-pile', params: { count: slide.lines.length } });
  const longest = slide.lines.map((line) => ({ line, count: countWords(line) })).sort((a, b) => b.count - a.count)[0];
  if (longest && longest.count > ROAST_LIMITS.lineWords) lines.push({ code: 'long-line', params: { words: longest.count, text: quote(firstWords(longest.line, 10)) } });
  if (slide.hasTitle && isShouting(slide.title)) lines.push({ code: 'shouting', params: { text: quote(slide.title) } });
  // Figures of the body only: a title's "2." numbers the slide, it is no figure.
  const numbers = slide.lines.join(' ').match(NUMBER)?.map((number) => number.trim()) ?? [];
  if (numbers.length > ROAST_LIMITS.numbers) lines.push({ code: 'number-soup', params: { count: numbers.length, figures: numbers.slice(0, 3).join(', ') } });
  const same = slide.hasTitle ? before.findIndex((other) => other.hasTitle && normal(other.title) === normal(slide.title)) : -1;
  if (same >= 0) lines.push({ code: 'same-title', params: { n: same + 1, text: quote(slide.title) } });
  if (!slide.hasTitle && slide.lines.length > 0) lines.push({ code: 'no-title', params: { text: quote(firstWords(slide.lines[0]!, 8)) } });
  return lines;
}

function deckRules(input: RuleRoastInput, counts: readonly number[]): DeckLine[] {
  const lines: DeckLine[] = [];
  const slides = input.slides;
  const average = counts.length > 0 ? Math.round(counts.reduce((sum, count) => sum + count, 0) / counts.length) : 0;
  if (average > ROAST_LIMITS.deckAverageWords) lines.push({ code: 'dense-deck', params: { avg: average } });
  if (input.fonts && input.fonts.length > ROAST_LIMITS.fonts) lines.push({ code: 'too-many-fonts', params: { count: input.fonts.length, names: input.fonts.join(', ') } });
  const titled = slides.map((slide, index) => ({ index, count: countWords(slide.title) })).filter(({ index }) => slides[index]!.hasTitle);
  if (titled.length >= 3) {
    const sorted = titled.toSorted((a, b) => a.count - b.count);
    const shortest = sorted[0]!;
    const longest = sorted.at(-1)!;
    if (longest.count - shortest.count > ROAST_LIMITS.titleSpread) lines.push({ code: 'title-lengths', params: { min: shortest.count, max: longest.count, n: longest.index + 1 } });
  }
  if (input.total < ROAST_LIMITS.shortDeck) lines.push({ code: 'short-deck', params: { count: input.total } });
  if (input.total > ROAST_LIMITS.longDeck) lines.push({ code: 'long-deck', params: { count: input.total } });
  if (slides.length > 1 && counts[0]! > ROAST_LIMITS.openingWords) lines.push({ code: 'busy-opening', params: { words: counts[0]! } });
  if (slides.length > 1 && slides.at(-1)!.lines.length > ROAST_LIMITS.endingLines) lines.push({ code: 'weak-ending', params: { n: slides.length, count: slides.at(-1)!.lines.length } });
  if (input.total > slides.length) lines.push({ code: 'cut-deck', params: { shown: slides.length, total: input.total } });
  return lines;
}

/** A deck check as a roast line, with the parameters its wording needs. */
function fromFinding(slides: readonly SlideText[]) {
  return (finding: DeckFinding): RoastLine => {
    switch (finding.code) {
      case 'overflow':
        return { code: 'overflow', params: { by: Math.round(finding.by) } };
      case 'text-clipped':
      case 'text-overlap':
      case 'placeholder-text':
      case 'cut-text':
        return { code: finding.code, params: { text: quote(finding.text) } };
      case 'small-text':
        return { code: 'small-text', params: { size: Math.round(finding.size), min: finding.min, text: quote(finding.text) } };
      case 'low-contrast':
        return { code: 'low-contrast', params: { ratio: finding.ratio, needed: finding.needed, text: quote(finding.text) } };
      case 'leftover-hint':
        return { code: 'leftover-hint', params: { text: quote(finding.hint) } };
      case 'repeated-picture':
        return { code: 'repeated-picture', params: { n: slideNumberOf(finding.firstPageId, slides) } };
      case 'empty-slide':
        return { code: 'empty-slide', params: {} };
    }
  };
}

function slideNumberOf(pageId: string, slides: readonly SlideText[]): number {
  return slides.findIndex((slide) => slide.pageId === pageId) + 1;
}

export function countWords(text: string): number {
  let count = 0;
  for (const segment of words.segment(text)) if (segment.isWordLike) count++;
  return count;
}

function firstWords(text: string, count: number): string {
  const kept: string[] = [];
  let seen = 0;
  for (const segment of words.segment(text)) {
    if (segment.isWordLike && ++seen > count) return `${kept.join('').trim()}…`;
    kept.push(segment.segment);
  }
  return kept.join('').trim();
}

/** Capitals all the way, in a script that has cases, over more than a short acronym. */
function isShouting(title: string): boolean {
  const letters = title.replace(/[^\p{L}]/gu, '');
  return letters.length > 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function normal(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function quote(text: string, max = QUOTE_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
