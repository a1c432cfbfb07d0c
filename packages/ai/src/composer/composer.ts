import type { GenerationOptions, Reference, ReferenceTable } from '@folio/contracts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { countTerms, overlap, splitSentences } from '../text/text-tools.ts';
import { candidatesFor, type Candidate } from './candidates.ts';
import { chaptersOf, type Chapter } from './chapters.ts';
import { detectDeckKind, type DeckKind } from './deck-kind.ts';
import { pickIcon, varyIcons } from './icons.ts';
import { labelsFor, type Labels } from './labels.ts';
import { hintsFor, openingHints, outlineSlides, topicInTitle, type OutlineSlide } from './outline.ts';
import { keySentences } from './summarise.ts';
import { BOX } from '../slides/boxes.ts';
import { fitSentences, leadingPhrase, shorten } from './shorten.ts';
import { spoken } from './spoken.ts';
import { chartFromTable } from './table-chart.ts';
import { promptParts } from './prompt-lists.ts';
import { findNumbers } from '../references/find-numbers.ts';
import { isDate } from './dates.ts';
import { leadingFirst, purposeOf, type Purpose } from './purpose.ts';
import { askedSlideCount, slideCountIn } from '../pipelines/slide-count.ts';

export interface ComposerInput {
  prompt: string;
  references: readonly Reference[];
  options: GenerationOptions;
}

const DEFAULT_SLIDES = 8;
/** The longest storyline item a slide takes as its title; a longer one is a sentence, and becomes the slide's text. */
const OUTLINE_TITLE_CHARS = 60;


/**
 * The built-in composer: decks computed from the references (or, without any, an outline
 * for the kind of deck the prompt asks for, titled about its topic). Deterministic: the same
 * input gives the same storyline and slides, with no network and no model; `variant` gives
 * another outline for the same prompt.
 */
export class Composer {
  private readonly labels: Labels;
  private readonly chapters: Chapter[];
  private readonly context: Map<string, number>;
  private readonly kind: DeckKind;
  private readonly purpose: Purpose;
  /** The kind of deck the prompt asks for, which names the purpose. */
  private readonly purposeKind: DeckKind;
  /** The subject of the prompt and the parts it names ("…, with A, B and C"), without the slide count it asks for. */
  private readonly prompt: { subject: string; parts: string[] };
  private readonly slideCount: number | undefined;

  constructor(private readonly input: ComposerInput) {
    this.labels = labelsFor(input.options.language);
    this.chapters = chaptersOf(input.references);
    this.context = countTerms(this.chapters.flatMap((chapter) => chapter.paragraphs));
    this.kind = detectDeckKind(`${input.prompt} ${input.options.audience ?? ''} ${input.references.map((reference) => reference.title).join(' ')}`);
    // The purpose is what the person asked for: a document's own title ("Annual report") says what it is, not what this deck is for.
    this.purposeKind = detectDeckKind(`${input.prompt} ${input.options.audience ?? ''}`);
    this.purpose = purposeOf(this.purposeKind, input.options.language);
    this.prompt = promptParts(slideCountIn(input.prompt)?.rest ?? input.prompt, input.options.language);
    this.slideCount = askedSlideCount(input.prompt, input.options);
  }

  /** The deck's title: the user's, else the first reference's, else the prompt's topic. */
  title(): string {
    const { options, references } = this.input;
    return options.title?.trim() || references[0]?.title.split(/\s+[—–|-]\s+/)[0]?.trim() || this.prompt.subject || this.labels.untitled;
  }

  /** Storyline item texts: cover, agenda (for seven slides or more), the body, and the closing. */
  storyline(): string[] {
    const count = this.slideCount ?? (this.chapters.length > 0 ? Math.min(10, this.chapters.length + 3) : Math.max(DEFAULT_SLIDES, this.prompt.parts.length + 4));
    if (count <= 1) return [this.title()];
    const hasAgenda = count >= 7;
    const body = this.bodyTitles(count - 2 - (hasAgenda ? 1 : 0));
    return unique([this.title(), ...(hasAgenda ? [this.labels.agenda] : []), ...body, this.closingTitle()]);
  }

  /**
   * `count` body titles: the purpose's opening (a lesson's question) when the documents leave
   * room, the slides the documents give (those the purpose leads with first), then outline
   * slides for the rest, as a prompt alone would get.
   */
  bodyTitles(count: number): string[] {
    const opening = this.openingTitle();
    const withOpening = opening !== undefined && this.chapters.length > 0 && count >= 3;
    const picked = leadingFirst(this.pickCandidates(count - (withOpening ? 1 : 0)), this.purpose).map(titleOf);
    return [...(withOpening ? [opening] : []), ...picked, ...this.outline(count - picked.length - (withOpening ? 1 : 0)).map((slide) => slide.title)];
  }

  /** The last slide's title: what the purpose closes on when the documents give it something to show, else the takeaways (or thanks, for an outline). */
  closingTitle(): string {
    if (this.chapters.length === 0) return this.labels.thanks;
    return this.purposedClosing()?.title ?? this.labels.keyTakeaways;
  }

  /** What the purpose asked for makes of this deck, and its topic as a title says it: for the page composer, which builds on these slides. */
  get purposeOfDeck(): { purpose: Purpose; subject: string } {
    return { purpose: this.purpose, subject: this.topic() };
  }

  /** What the deck is about, as a title says it: the documents' title when there are documents (then the prompt says what the deck is for), else the prompt's subject. */
  private topic(): string {
    return topicInTitle((this.chapters.length > 0 ? this.title() : this.prompt.subject) || this.title(), this.input.prompt, this.input.options.language);
  }

  /** The purpose's closing, from the chapters besides the one the cover shows. */
  private purposedClosing(): { title: string; points: string[] } | undefined {
    return this.purpose.closing?.(this.chapters.filter((chapter) => !this.onCover(chapter)));
  }

  /** What an outline item should say, as hints for the person filling it in; nothing for an item about the documents. */
  outlineHints(title: string): string[] {
    return hintsFor(title, this.kind, this.outlineContext());
  }

  private openingTitle(): string | undefined {
    return this.purpose.opening?.(this.topic());
  }

  /** One slide for each storyline item, following the (possibly edited) storyline. */
  slides(storyline: readonly string[]): SlideSpec[] {
    const candidates = this.pool();
    const used = new Set<Candidate>();
    const isClosing = (index: number) => index === storyline.length - 1 && storyline.length > 2;
    const outlined = new Set(this.outline(storyline.length).map((slide) => slide.title.toLowerCase()));
    const opening = this.openingTitle();
    if (opening) outlined.add(opening.toLowerCase());
    const body = storyline.map((item, index) =>
      index === 0 || item === this.labels.agenda || isClosing(index) ? undefined : this.bodySlide(item, candidates, used, outlined),
    );
    // The chapters no slide speaks for: the closing sums them up, and the agenda's notes name those still left out.
    const shown = new Set([...used].map((candidate) => candidate.chapter));
    const unshown = this.chapters.filter((chapter) => !shown.has(chapter) && !this.onCover(chapter));
    const specs = storyline.map((item, index) => {
      if (index === 0) return this.cover(item);
      if (item === this.labels.agenda) return this.agenda(storyline, unshown);
      if (isClosing(index)) return this.closing(item, unshown, JSON.stringify(body.map((spec) => spec && { ...spec, notes: '' })));
      return body[index]!;
    });
    return varyIcons(specs);
  }

  /** The slides the chapters can give, less the text of the chapter the cover already shows and text slides with nothing to say. */
  private pool(): Candidate[] {
    return this.chapters.flatMap((chapter) => candidatesFor(chapter, this.context, this.labels)).filter((candidate) => !(this.onCover(candidate.chapter) && isText(candidate.spec)));
  }

  /** "Write it again" on a document deck: each rewrite weighs the slides a little differently, so others come up. */
  private turn(candidate: Candidate): number {
    const variant = this.input.options.variant ?? 0;
    if (variant === 0) return 1;
    const at = this.chapters.indexOf(candidate.chapter) * 31 + candidate.score * 7 + candidate.spec.layout.length;
    const hash = (Math.imul(Math.round(at * 1000) ^ Math.imul(variant, 0x9e3779b1), 0x85ebca6b) >>> 0) / 2 ** 32;
    return 0.5 + hash;
  }

  /** The opening chapter named like the deck: the cover shows its title and lead sentence. */
  private onCover(chapter: Chapter): boolean {
    return chapter === this.chapters[0] && sameText(chapter.title, this.title());
  }

  /**
   * Another slide for storyline item `index` (regenerate), in turn by `attempt`. A body
   * slide about a chapter of the references — the chapters its item names, or the only one
   * when the references are the slide's own section — gets another slide that chapter can
   * give or the same points in another layout, never an outline slide; the others get their
   * own slide in another layout.
   */
  alternative(storyline: readonly string[], index: number, attempt: number): SlideSpec {
    const base = this.slides(storyline)[index]!;
    const item = storyline[index] ?? '';
    const isBody = index > 0 && index < storyline.length - 1 && item !== this.labels.agenda;
    const about = !isBody ? [] : this.chapters.length === 1 ? this.chapters : this.chapters.filter((chapter) => overlap(item, chapter.title) >= 0.5);
    const fromChapters = about
      .flatMap((chapter) => candidatesFor(chapter, this.context, this.labels))
      .map((candidate) => (candidate.spec.layout === 'quote' ? candidate.spec : { ...candidate.spec, title: item }));
    const shown = fromChapters.length > 0 ? fromChapters : [base];
    const seen = new Set<string>();
    const options = [...shown, ...shown.flatMap(reshape)].filter((spec) => !seen.has(JSON.stringify(spec)) && seen.add(JSON.stringify(spec)));
    return options[attempt % options.length]!;
  }

  private cover(title: string): SlideSpec {
    const { references, options } = this.input;
    const first = references[0];
    const subtitleFromTitle = first?.title.split(/\s+[—–|-]\s+/)[1];
    const lead = keySentences(this.chapters[0]?.paragraphs ?? [], 1, this.context)[0];
    const kicker = options.audience ? `${this.labels.forAudience} ${options.audience}` : (subtitleFromTitle ?? '');
    const subtitle = lead ? shorten(lead, BOX.subtitle.chars) : undefined;
    return {
      layout: 'title',
      title,
      kicker: kicker.toUpperCase(),
      ...(subtitle ? { subtitle } : {}),
      icon: pickIcon(`${title} ${this.kind} ${this.input.prompt}`),
      notes: spoken(lead ? [lead] : [title, ...this.prompt.parts]),
    };
  }

  private agenda(storyline: readonly string[], unshown: readonly Chapter[]): SlideSpec {
    // One line per chapter: a chapter's chart and table slides, and quote cards, are not agenda points.
    const items = storyline.slice(1, -1).filter((item) => item !== this.labels.agenda && !item.startsWith('“'));
    const chapterTitles = [...new Set(items.map((item) => this.chapters.find((chapter) => item.startsWith(chapter.title))?.title ?? item))];
    const leftOut = unshown.slice(3).map((chapter) => chapter.title);
    const notes = spoken([...chapterTitles, ...(leftOut.length > 0 ? [`${this.labels.notShown}: ${leftOut.join(', ')}`] : [])]);
    // The agenda layout's lines hold 44 characters: longer titles go on a list, which holds them whole.
    if (chapterTitles.slice(0, 6).some((item) => item.length > BOX.agenda.chars)) {
      // A list slide draws an icon: named here, so that varyIcons keeps it from repeating another slide's.
      return { layout: 'bullets', title: this.labels.agenda, bullets: fitSentences(chapterTitles, { count: 5, ...BOX.bullets }), icon: pickIcon(this.labels.agenda), notes };
    }
    return { layout: 'agenda', title: this.labels.agenda, items: chapterTitles.slice(0, 6), notes };
  }

  /** `shown`: the text of the other slides, so each point brings a figure they do not. */
  private closing(title: string, unshown: readonly Chapter[], shown: string): SlideSpec {
    // The purpose's own closing (a report's asks, a lesson's quiz) when the storyline still names it.
    const purposed = this.purposedClosing();
    if (purposed && sameText(purposed.title, title)) {
      const bullets = fitSentences(purposed.points, { count: 3, ...BOX.closing });
      return { layout: 'closing', title, bullets, caption: `${this.labels.thanks} · ${this.labels.questions}`, notes: spoken(purposed.points) };
    }
    // The key sentence of each chapter no slide shows, then of the weightiest others, one per chapter.
    const points = [...unshown, ...this.chapters.filter((chapter) => !unshown.includes(chapter) && !this.onCover(chapter))]
      .map((chapter) => {
        const best = keySentences(chapter.paragraphs.filter((paragraph) => paragraph.split(/\s+/).length >= 8), 3, this.context);
        const fresh = (sentence: string) => findNumbers(sentence).filter((fact) => !isDate(fact) && !shown.includes(fact.display)).length;
        return best.reduce<string | undefined>((kept, sentence) => (kept === undefined || fresh(sentence) > fresh(kept) ? sentence : kept), undefined);
      })
      .filter((sentence): sentence is string => sentence !== undefined)
      .slice(0, 3);
    const highlights = points.length > 0 ? [] : this.chapters.flatMap((chapter) => chapter.tables.flatMap(tableHighlight)).slice(0, 3);
    const bullets = points.length > 0 ? fitSentences(points, { count: 3, ...BOX.closing }) : highlights;
    const caption = this.chapters.length > 0 ? `${this.labels.thanks} · ${this.labels.questions}` : this.labels.questions;
    return { layout: 'closing', title, bullets, caption, notes: spoken(points.length > 0 ? points : [...highlights, title]) };
  }

  /** One slide about `topic` on its own (chat "add a slide about …") from the references' sections, figures, quotes or sentences; undefined when none is about it. */
  slideAbout(topic: string): SlideSpec | undefined {
    return this.referenceSlide(topic, this.chapters.flatMap((chapter) => candidatesFor(chapter, this.context, this.labels)), new Set());
  }

  /** `outlined`: the outline's titles, which are not about a chapter. */
  private bodySlide(item: string, candidates: readonly Candidate[], used: Set<Candidate>, outlined?: ReadonlySet<string>): SlideSpec {
    if (outlined?.has(item.toLowerCase()) && !candidates.some((candidate) => !used.has(candidate) && sameText(titleOf(candidate), item))) return this.outlineSlide(item);
    return this.referenceSlide(item, candidates, used) ?? this.outlineSlide(item);
  }

  private referenceSlide(item: string, candidates: readonly Candidate[], used: Set<Candidate>): SlideSpec | undefined {
    const exact = candidates.find((candidate) => !used.has(candidate) && sameText(titleOf(candidate), item));
    const close = exact ?? candidates.filter((candidate) => !used.has(candidate)).map((candidate) => ({ candidate, match: overlap(item, titleOf(candidate)) })).filter(({ match }) => match >= 0.5).sort((a, b) => b.match - a.match)[0]?.candidate;
    if (close) {
      used.add(close);
      return close.spec.layout === 'quote' ? close.spec : { ...close.spec, title: item };
    }
    const sentences = this.chapters.flatMap((chapter) => chapter.paragraphs.flatMap(splitSentences)).filter((sentence) => overlap(item, sentence) >= 0.5);
    if (sentences.length > 0) {
      const bullets = fitSentences(keySentences(sentences, 8, this.context), { count: 4, ...BOX.bullets });
      if (bullets.length > 0) return { layout: 'bullets', title: item, bullets, icon: pickIcon(item), notes: spoken(sentences.slice(0, 6)) };
    }
    return undefined;
  }

  /**
   * A slide of a deck made from the prompt alone: its title, an icon, and empty bullets whose
   * hints say what to write there ("Three reasons the water cycle matters to 10-year-olds").
   * The editor shows the hints; an export of the untouched slide shows the title alone, since
   * nothing may stand in for content the composer does not have.
   */
  private outlineSlide(title: string): SlideSpec {
    // A storyline item can be a sentence rather than a title: its first clause heads the slide, and its words stay whole, as the slide's text.
    if (title.length > OUTLINE_TITLE_CHARS) {
      const [first = '', ...rest] = title.split(/(?<=[,;:])\s+/).map((clause) => clause.replace(/[,;:]$/, ''));
      const head = first.length <= OUTLINE_TITLE_CHARS ? first : (shorten(first, OUTLINE_TITLE_CHARS) ?? leadingPhrase(first, OUTLINE_TITLE_CHARS));
      const points = (head === first && rest.length > 0 ? rest : [first, ...rest]).map((clause) => clause.charAt(0).toUpperCase() + clause.slice(1));
      return { layout: 'bullets', title: head, bullets: fitSentences(points, { count: 4, ...BOX.bullets }), icon: pickIcon(title), notes: spoken([title]) };
    }
    const context = this.outlineContext();
    // The purpose's opening is a question for the audience: its hints are those of the outline slide it stands for, about the deck's topic.
    const opening = title === this.openingTitle() ? openingHints(this.purposeKind, { ...context, subject: this.topic() }) : [];
    const hints = opening.length > 0 ? opening : hintsFor(title, this.kind, context);
    const icon = pickIcon(`${title} ${context.subject}`);
    return { layout: 'bullets', title, bullets: [], hints, icon, notes: spoken([title, `${this.labels.toCover}: ${hints.join('; ').toLowerCase()}`]) };
  }

  /** Body titles without references: the outline of the kind of deck asked for, with the parts the prompt names. */
  private outline(count: number): OutlineSlide[] {
    return outlineSlides(this.kind, count, this.outlineContext());
  }

  private outlineContext() {
    return { subject: this.prompt.subject || this.title(), prompt: this.input.prompt, parts: this.prompt.parts, variant: this.input.options.variant ?? 0, fromDocuments: this.chapters.length > 0, audience: this.input.options.audience, kind: this.kind, language: this.input.options.language };
  }

  /**
   * The body slides worth showing, in the order of the source. Picked one at a time by
   * worth, discounted for chapters already on a slide (so the deck covers the document) and
   * for layouts already used (so it does not read as five stat slides in a row).
   */
  private pickCandidates(count: number): Candidate[] {
    const pool = this.pool();
    const picked: Candidate[] = [];
    const perChapter = new Map<Chapter, number>();
    const perLayout = new Map<string, number>();
    while (picked.length < count && pool.length > 0) {
      // Every chapter once before any twice: a deck that skips a section misreads the document.
      const uncovered = pool.some((candidate) => !perChapter.has(candidate.chapter));
      const worth = (candidate: Candidate) =>
        (uncovered && perChapter.has(candidate.chapter) ? 0 : 1) * candidate.score * (uncovered ? 1 : figureWeight(candidate)) * this.turn(candidate) * 0.4 ** (perChapter.get(candidate.chapter) ?? 0) / (1 + 0.8 * (perLayout.get(candidate.spec.layout) ?? 0));
      const best = pool.reduce((a, b) => (worth(b) > worth(a) ? b : a));
      pool.splice(pool.indexOf(best), 1);
      picked.push(best);
      perChapter.set(best.chapter, (perChapter.get(best.chapter) ?? 0) + 1);
      perLayout.set(best.spec.layout, (perLayout.get(best.spec.layout) ?? 0) + 1);
    }
    return picked.sort((a, b) => a.chapter.order - b.chapter.order || b.score - a.score);
  }

}

/** The same points in another layout: a statement on its own, a list split into two columns, two columns joined into a list, a cover as a section and back, an outline slide as a section. */
export function reshape(spec: SlideSpec): SlideSpec[] {
  switch (spec.layout) {
    case 'bullets': {
      const points = spec.lead ? [spec.lead, ...spec.bullets] : spec.bullets;
      // An outline slide (hints, no points yet) has no points to rearrange: its other form is the title on its own.
      if (points.length === 0 && spec.hints) return [{ layout: 'section', title: spec.title, notes: spec.notes }];
      // One point alone is a statement: it can stand under the title on a slide of its own.
      if (points.length === 1) return [{ layout: 'title', title: spec.title, subtitle: points[0]!, notes: spec.notes }];
      if (points.length < 2) return [];
      const half = Math.ceil(points.length / 2);
      const [left, right] = [points.slice(0, half), points.slice(half)];
      return [{ layout: 'two-column', title: spec.title, left: { heading: headingOf(left[0]!), bullets: left }, right: { heading: headingOf(right[0]!), bullets: right }, notes: spec.notes }];
    }
    case 'two-column':
      return [{ layout: 'bullets', title: spec.title, bullets: [...spec.left.bullets, ...spec.right.bullets], notes: spec.notes }];
    case 'stats':
      return [{ layout: 'bullets', title: spec.title, bullets: spec.stats.map((stat) => `${stat.value} — ${stat.label}`), notes: spec.notes }];
    case 'title':
      return [{ layout: 'section', title: spec.title, ...(spec.kicker ? { kicker: spec.kicker } : {}), notes: spec.notes }];
    case 'section':
      return [{ layout: 'title', title: spec.title, ...(spec.kicker ? { kicker: spec.kicker } : {}), notes: spec.notes }];
    case 'chart':
      return spec.bullets.length > 0 ? [{ layout: 'bullets', title: spec.title, bullets: spec.bullets, notes: spec.notes }] : [];
    default:
      return [];
  }
}

/** A column's heading when its first point names one ("Weather: storms are…"); none otherwise, since words cut from a sentence read as a mistake. */
function headingOf(point: string): string {
  return /^([^:.!?]{2,30}):\s/.exec(point)?.[1]?.trim() ?? '';
}

/** The top row of a table's first numeric column, said as a sentence: what a reader of a spreadsheet notices first. */
function tableHighlight(table: ReferenceTable): string[] {
  const chart = chartFromTable(table);
  const series = chart?.series[0];
  if (!chart || !series || series.values.length < 2) return [];
  const column = table[0]!.indexOf(series.name);
  // Only for series that are columns of the table (rows labelled by the first column).
  if (column === -1) return [];
  const top = series.values.indexOf(Math.max(...series.values));
  const row = table.slice(1).find((cells) => cells[0] === chart.labels[top]);
  const value = row?.[column] ?? String(series.values[top]);
  // A line chart runs over time: its largest value is where it got to, not a winner.
  return [chart.chartType === 'line' ? `${series.name}: ${value} by ${chart.labels[top]}` : `${series.name}: ${chart.labels[top]} leads with ${value}`];
}

function titleOf(candidate: Candidate): string {
  return candidate.spec.layout === 'quote' ? quoteTitle(candidate) : candidate.spec.title;
}

/** A quote has no title on the slide; in the storyline it reads as who said it. */
function quoteTitle(candidate: Candidate): string {
  if (candidate.spec.layout !== 'quote') return '';
  const said = shorten(candidate.spec.sentence, 90) ?? candidate.spec.sentence;
  return `“${said.replace(/[.,;:]$/, '')}” — ${candidate.spec.author}`;
}

/** Once every chapter is shown, a slide that shows more of its chapter's figures is worth more: figures are what a reader of a report looks for. */
function figureWeight(candidate: Candidate): number {
  const shown = JSON.stringify(candidate.spec.layout === 'stats' ? candidate.spec.stats : { ...candidate.spec, notes: '' });
  return 1 + 0.15 * new Set(candidate.chapter.numbers.map((fact) => fact.display).filter((display) => shown.includes(display))).size;
}

function isText(spec: SlideSpec): boolean {
  return spec.layout === 'bullets' || spec.layout === 'two-column';
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Storyline titles made distinct: a repeated one becomes "… (2)", as a reader tells them apart. */
export function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.map((item) => {
    let text = item;
    for (let copy = 2; seen.has(text.toLowerCase()); copy++) text = `${item} (${copy})`;
    seen.add(text.toLowerCase());
    return text;
  });
}
