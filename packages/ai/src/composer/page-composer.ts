import { askedSlideCount } from '../pipelines/slide-count.ts';
import type { ActionSpec, SectionSpec } from '../slides/section-spec.ts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { chaptersOf } from './chapters.ts';
import { Composer, unique, type ComposerInput } from './composer.ts';
import { pickIcon, varyIcons } from './icons.ts';
import { localeFor } from './locales/index.ts';
import type { PageWords } from './locales/locale.ts';
import { spoken } from './spoken.ts';
import { splitSentences } from '../text/text-tools.ts';

const DEFAULT_SECTIONS = 6;
/** A paragraph of a page's text grows to about three sentences. */
const PARAGRAPH_CHARS = 360;
/** A heading-and-text point ("Water: …") as a feature row: the heading before the colon is short. */
const HEADED = /^([^:.!?]{2,40}):\s+(.{8,})$/;

/**
 * The built-in composer for pages (project kind `page`): a hero, the sections the documents
 * (or the outline) give, and a call to action, instead of a deck's slides stacked one under
 * another. It builds on the deck composer's choice of content, so a page keeps every rule a
 * deck keeps (whole sentences, figures with their units, no dates as figures), and gives each
 * part the shape a reader scrolling a page expects.
 */
export class PageComposer {
  private readonly deck: Composer;
  private readonly words: PageWords;

  constructor(private readonly input: ComposerInput) {
    this.deck = new Composer(input);
    this.words = localeFor(input.options.language).page;
  }

  /** Storyline item texts: the hero's headline, one item a section, and the call to action's label last. */
  storyline(): string[] {
    const chapters = chaptersOf(this.input.references).length;
    const count = askedSlideCount(this.input.prompt, this.input.options) ?? (chapters > 0 ? Math.min(9, chapters + 2) : DEFAULT_SECTIONS);
    const title = this.deck.title();
    if (count <= 1) return [title];
    const action = this.actionLabel();
    return unique([title, ...this.deck.bodyTitles(count - 2), action]);
  }

  /** One section for each storyline item: a hero first, a call to action last (labelled by the last item). */
  sections(storyline: readonly string[]): SectionSpec[] {
    if (storyline.length === 0) return [];
    const action: ActionSpec = { label: storyline.length > 1 ? storyline.at(-1)! : this.actionLabel(), ...this.actionUrl() };
    // The deck composer's slides for the same items, its closing in place of the call to action: what each section shows.
    const closing = storyline.length > 1 ? this.deck.closingTitle() : undefined;
    const slides = this.deck.slides(closing ? [...storyline.slice(0, -1), closing] : [...storyline]);
    const sections = slides.map((slide, index) => {
      if (index === 0) return this.hero(slide, action);
      if (index === slides.length - 1) return this.callToAction(slide, action);
      return this.section(slide);
    });
    return varyIcons(sections);
  }

  /**
   * Another section for storyline item `index` (regenerate on a page): the deck composer's
   * alternative for the same item in a section's shape. The hero and the call to action keep
   * their place; their words may change.
   */
  alternative(storyline: readonly string[], index: number, attempt: number): SectionSpec {
    const action: ActionSpec = { label: storyline.length > 1 ? storyline.at(-1)! : this.actionLabel(), ...this.actionUrl() };
    const isLast = index === storyline.length - 1 && storyline.length > 1;
    const items = isLast ? [...storyline.slice(0, -1), this.deck.closingTitle()] : storyline;
    const slide = this.deck.alternative(items, index, attempt);
    if (index === 0) return this.hero(slide.layout === 'title' ? slide : this.deck.slides(items)[0]!, action);
    if (isLast) return this.callToAction(slide.layout === 'closing' ? slide : this.deck.slides(items).at(-1)!, action);
    return this.section(slide);
  }

  /** One section about `topic` from the references (chat "add a section about …"); undefined when none is about it. */
  sectionAbout(topic: string): SectionSpec | undefined {
    const slide = this.deck.slideAbout(topic);
    return slide && this.section(slide);
  }

  private hero(slide: SlideSpec, action: ActionSpec): SectionSpec {
    if (slide.layout !== 'title') return this.section(slide);
    return {
      layout: 'hero',
      title: slide.title,
      ...(slide.kicker ? { kicker: slide.kicker } : {}),
      ...(slide.subtitle ? { subtitle: slide.subtitle } : { hint: this.words.hero }),
      ...(slide.icon ? { icon: slide.icon } : {}),
      action,
      notes: slide.notes,
    };
  }

  private callToAction(slide: SlideSpec, action: ActionSpec): SectionSpec {
    const points = slide.layout === 'closing' ? slide.bullets : [];
    const { purpose } = this.deck.purposeOfDeck;
    // Without documents there are no takeaways: the headline invites, where the purpose has words for it.
    const title = points.length === 0 && purpose.invitation ? purpose.invitation : 'title' in slide ? slide.title : this.deck.closingTitle();
    return {
      layout: 'cta',
      title,
      text: points.slice(0, 3).map(asSentence),
      ...(points.length === 0 ? { hint: this.words.callToAction } : {}),
      action,
      notes: slide.notes || spoken([title, action.label]),
    };
  }

  /** A body slide's content in the shape a page gives it. */
  private section(slide: SlideSpec): SectionSpec {
    const notes = slide.notes;
    switch (slide.layout) {
      case 'bullets': {
        const points = slide.lead ? [slide.lead, ...slide.bullets] : slide.bullets;
        // An outline slide has guidance, not text yet: its hints stay hints on the page.
        if (points.length === 0 && slide.hints) return { layout: 'text', title: slide.title, paragraphs: [], hints: slide.hints.slice(0, 4), icon: slide.icon ?? pickIcon(slide.title), notes };
        if (points.length >= 2 && points.every((point) => point.trim().endsWith('?'))) {
          return { layout: 'faq', title: slide.title, items: points.map((question) => ({ question, answer: '' })), notes };
        }
        const headed = points.map((point) => HEADED.exec(point));
        if (points.length >= 3 && headed.every(Boolean)) {
          return { layout: 'features', title: slide.title, items: headed.map((match) => ({ heading: match![1]!, text: match![2]! })), notes };
        }
        // A page has room to read: the chapter's sentences the notes carry (the slide's points first), in paragraphs.
        const said = splitSentences(notes);
        const paragraphs = said.length > points.length ? proseOf(said) : points.map(asSentence);
        return { layout: 'text', title: slide.title, paragraphs, icon: slide.icon ?? pickIcon(slide.title), notes };
      }
      case 'two-column':
        if (!slide.left.heading || !slide.right.heading) return { layout: 'text', title: slide.title, paragraphs: [...slide.left.bullets, ...slide.right.bullets].map(asSentence), icon: pickIcon(slide.title), notes };
        return {
          layout: 'features',
          title: slide.title,
          items: [slide.left, slide.right].map((column) => ({ heading: column.heading, text: column.bullets.join(' ') })),
          notes,
        };
      case 'stats':
        return { layout: 'stats', title: slide.title, stats: slide.stats.slice(0, 4), ...(slide.caption ? { caption: slide.caption } : {}), notes };
      case 'chart':
        return { layout: 'chart', title: slide.title, chart: slide.chart, bullets: slide.bullets.slice(0, 6), notes };
      case 'table':
        return { layout: 'table', title: slide.title, rows: slide.rows, ...(slide.caption ? { caption: slide.caption } : {}), notes };
      case 'quote':
        return { ...slide };
      case 'agenda':
        return { layout: 'features', title: slide.title, items: slide.items.map((heading) => ({ heading, text: '' })), notes };
      case 'closing':
        return { layout: 'text', title: slide.title, paragraphs: slide.bullets, notes };
      case 'title':
        return { layout: 'text', title: slide.title, paragraphs: slide.subtitle ? [slide.subtitle] : [], notes };
      case 'section': {
        const hints = this.deck.outlineHints(slide.title);
        return { layout: 'text', title: slide.title, paragraphs: [], hints: hints.length > 0 ? hints.slice(0, 4) : [this.words.section], icon: pickIcon(slide.title), notes };
      }
    }
  }

  /** The button's label: what the page asks its reader to do, as its purpose says it. */
  private actionLabel(): string {
    const { purpose, subject } = this.deck.purposeOfDeck;
    return purpose.action(subject);
  }

  /** Where the button leads: the web page the page was made from, else left for the person to set. */
  private actionUrl(): { url?: string } {
    const page = this.input.references.find((reference) => reference.source.kind === 'url' && /^https?:\/\//.test(reference.source.name));
    return page ? { url: page.source.name } : {};
  }
}

/** Sentences as paragraphs of a few sentences each, at most six: what a section of a page holds before it reads as a wall. */
function proseOf(sentences: readonly string[]): string[] {
  const paragraphs: string[] = [];
  for (const sentence of sentences) {
    const last = paragraphs.at(-1);
    if (last !== undefined && last.length + sentence.length < PARAGRAPH_CHARS) paragraphs[paragraphs.length - 1] = `${last} ${sentence}`;
    else if (paragraphs.length < 6) paragraphs.push(sentence);
    else break;
  }
  return paragraphs;
}

/** A page reads as prose: a point the slide left without its full stop gets it back. */
function asSentence(point: string): string {
  return /[.!?…:;”"’)]$/.test(point.trim()) ? point : `${point.trim()}.`;
}
