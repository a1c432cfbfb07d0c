import { pageFingerprint, stampOrigin, type Page, type ProjectKind } from '@folio/layout';
import { z } from 'zod';
import { Composer } from '../composer/composer.ts';
import { PageComposer } from '../composer/page-composer.ts';
import { SECTION_LAYOUTS, SectionSpec } from '../slides/section-spec.ts';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import { AI_STREAM_TIMEOUT_MS, GenerationOptions, type GenerationOptionsInput, type Reference, type StorylineItem } from '@folio/contracts';
import { SLIDE_LAYOUTS, SlideSpec } from '../slides/slide-spec.ts';
import { composerOptions } from './options.ts';
import { pageIdFor } from './page-ids.ts';
import { optionLines, referenceDigest } from './reference-digest.ts';
import { LooseSlideSpec } from './loose-slide.ts';
import { modelSlides, SLIDE_GUIDE, slidesFromText } from './model-slides.ts';
import { sectionReference, slideOrigin, type SlideSection } from './slide-origin.ts';
import { toGeneratedSection, toGeneratedSlide, type GeneratedSlide } from './slide-output.ts';

export interface GenerateRequest {
  prompt?: string | undefined;
  storyline: readonly StorylineItem[];
  references?: readonly Reference[] | undefined;
  options?: GenerationOptionsInput | undefined;
  /** The deck's theme; slides take their colours and type from it, so it only steers the model's wording. */
  themeId?: string | undefined;
  /** A page's storyline becomes a hero, sections and a call to action; a presentation's becomes slides. */
  kind?: ProjectKind | undefined;
  /** Separates page ids of different generations in one project. */
  seed?: string | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

const Sections = z.object({ sections: z.array(SectionSpec).min(1).max(20) }).strict();

const SECTION_GUIDE = `You write web pages that are read by scrolling, 1200 px wide. For each storyline item write one section as JSON in one of these layouts: ${SECTION_LAYOUTS.join(', ')}.
The first section is a "hero": the page headline as "title", one sentence as "subtitle", and an "action" button ({"label", "url"}) when the page asks the reader to do something. The last section is a "cta" whose "action.label" is the last storyline item; leave "url" out unless the references give an address.
Between them: "text" for paragraphs of whole sentences (long-form reading), "features" for two to six headed points, "stats" for figures with their units, "chart" for series of numbers, "table" for comparisons, "quote" for a quoted person, "faq" for questions and answers (or a recap quiz).
Put what the section is for in "notes" (1-3 sentences). Only use facts from the request and the references; never show a date or a year as a statistic.`;

/**
 * `ai/slide/generate` (status GeneratingSlides): one slide per storyline item, streamed —
 * each is handed over as a valid layout tree as soon as it is complete. A failure part-way
 * (a cut stream, a timeout) throws after the slides that were finished.
 */
export async function* generateSlides(provider: Provider, request: GenerateRequest): AsyncGenerator<GeneratedSlide> {
  const options = GenerationOptions.parse(request.options ?? {});
  const references = request.references ?? [];
  const seed = request.seed ?? request.storyline.map((item) => item.text).join('\n');
  if (request.kind === 'page') {
    yield* generateSections(provider, request, options, seed);
    return;
  }
  if (provider.kind === 'composer') {
    const written = composerOptions(options, request.prompt ?? '', references);
    const specs = new Composer({ prompt: request.prompt ?? '', references, options: written }).slides(request.storyline.map((item) => item.text));
    for (const [index, spec] of specs.entries()) yield toGeneratedSlide(spec, index, pageIdFor(seed, index), written.language);
    return;
  }
  const digest = referenceDigest(references);
  yield* modelSlides(provider, {
    storyline: request.storyline,
    context: {
      before: [request.prompt ? `Request: ${request.prompt}` : ''],
      after: [optionLines(options), request.themeId ? `Theme: ${request.themeId}` : '', digest ? `References:\n${digest}` : ''],
    },
    options,
    seed,
    model: request.model,
    signal: request.signal,
  });
}

/** A page's sections: a hero, the body, and a call to action labelled by the storyline's last item. */
async function* generateSections(provider: Provider, request: GenerateRequest, options: GenerationOptions, seed: string): AsyncGenerator<GeneratedSlide> {
  const references = request.references ?? [];
  const storyline = request.storyline.map((item) => item.text);
  if (provider.kind === 'composer') {
    const written = composerOptions(options, request.prompt ?? '', references);
    const specs = new PageComposer({ prompt: request.prompt ?? '', references, options: written }).sections(storyline);
    for (const [index, spec] of specs.entries()) yield toGeneratedSection(spec, index, pageIdFor(seed, index), written.language);
    return;
  }
  const digest = referenceDigest(references);
  const events = streamStructured(provider, {
    schema: Sections,
    items: { key: 'sections', schema: SectionSpec },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: SECTION_GUIDE },
      {
        role: 'user',
        content: [
          request.prompt ? `Request: ${request.prompt}` : '',
          `Storyline:\n${storyline.map((item, index) => `${index + 1}. ${item}`).join('\n')}`,
          optionLines(options),
          digest ? `References:\n${digest}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ],
  });
  for await (const event of events) {
    if (event.type === 'item') yield toGeneratedSection(pageShaped(event.item, event.index, storyline), event.index, pageIdFor(seed, event.index), options.language);
  }
}

/**
 * A model's section where the page needs its frame: a page opens with a hero and ends with a
 * call to action even when the model wrote another layout there, keeping the model's words.
 */
function pageShaped(spec: SectionSpec, index: number, storyline: readonly string[]): SectionSpec {
  const count = storyline.length;
  const title = 'title' in spec ? spec.title : spec.sentence;
  if (index === 0 && spec.layout !== 'hero') return { layout: 'hero', title, ...(spec.layout === 'text' && spec.paragraphs[0] ? { subtitle: spec.paragraphs[0] } : {}), notes: spec.notes };
  if (index === count - 1 && count > 1 && spec.layout !== 'cta') {
    return { layout: 'cta', title, text: spec.layout === 'text' ? spec.paragraphs.slice(0, 3) : [], action: { label: (storyline.at(-1) ?? title).slice(0, 60) }, notes: spec.notes };
  }
  return spec;
}

export interface RegenerateRequest extends Omit<GenerateRequest, 'seed'> {
  /** Which storyline item's slide to make again. */
  index: number;
  /** The page being replaced: the new slide keeps its id, so the editor swaps it in place. */
  pageId: string;
  /** How many times this slide has been regenerated: the composer shows another layout each time. */
  attempt?: number | undefined;
  /**
   * The section of a document the slide was made from (its page's origin): the slide is made
   * again from that section alone, so it stays about it; `references` are then not read.
   */
  section?: SlideSection | undefined;
  /** The slide as it is now: the composer skips an alternative that would show it again, or the slide it was generated as. */
  current?: Page | undefined;
}

/** How many further alternatives the composer tries for one that differs from the slide on screen. */
const MAX_SKIPPED = 8;

/** Regenerates one slide without touching the rest; the page it answers remembers what it was made from. */
export async function regenerateSlide(provider: Provider, request: RegenerateRequest): Promise<GeneratedSlide> {
  const item = request.storyline[request.index];
  if (!item) throw new RangeError(`the storyline has no item ${request.index}`);
  const references = request.section ? [sectionReference(request.section)] : (request.references ?? []);
  const parsed = GenerationOptions.parse(request.options ?? {});
  // The deck's language as the composer wrote it, from the whole deck's documents rather than the one section.
  const options = provider.kind === 'composer' ? composerOptions(parsed, request.prompt ?? '', request.references ?? references) : parsed;
  const isPage = request.kind === 'page';
  const stamped = (slide: GeneratedSlide): GeneratedSlide => {
    const origin = request.section ? { item: item.text.slice(0, 500), section: request.section } : slideOrigin(item.text, slide.spec, references);
    return { ...slide, page: stampOrigin(slide.page, origin) };
  };
  const madeSlide = (spec: SlideSpec) => stamped(toGeneratedSlide(spec, request.index, request.pageId, options.language));
  const madeSection = (spec: SectionSpec) => stamped(toGeneratedSection(spec, request.index, request.pageId, options.language));
  const storyline = request.storyline.map((each) => each.text);
  if (provider.kind === 'composer') {
    const input = { prompt: request.prompt ?? '', references, options };
    // A page's section comes back as a section: the page composer shapes the same alternatives the deck composer finds.
    const alternative = isPage
      ? (attempt: number) => madeSection(new PageComposer(input).alternative(storyline, request.index, attempt))
      : (attempt: number) => madeSlide(new Composer(input).alternative(storyline, request.index, attempt));
    // Neither the slide on screen nor, when it was edited since, the slide as it was generated: the person asked for another one.
    const seen = new Set(request.current ? [pageFingerprint(request.current), request.current.origin?.generated] : []);
    let slide = alternative(request.attempt ?? 1);
    for (let skip = 1; skip <= MAX_SKIPPED && seen.has(pageFingerprint(slide.page)); skip++) {
      slide = alternative((request.attempt ?? 1) + skip);
    }
    return slide;
  }
  const ask = [
    request.prompt ? `Request: ${request.prompt}` : '',
    `Storyline:\n${storyline.map((each, index) => `${index + 1}. ${each}`).join('\n')}`,
    `Write ${isPage ? 'section' : 'slide'} ${request.index + 1} only ("${item.text}"), differently from before.`,
    request.section ? `Make it from the section "${request.section.title}" of the references below, and from nothing else.` : '',
    optionLines(options),
    referenceDigest(references),
  ]
    .filter(Boolean)
    .join('\n\n');
  if (isPage) {
    const sections = streamStructured(provider, {
      schema: SectionSpec,
      model: request.model,
      signal: request.signal,
      timeoutMs: AI_STREAM_TIMEOUT_MS,
      messages: [
        { role: 'system', content: SECTION_GUIDE },
        { role: 'user', content: ask },
      ],
    });
    for await (const event of sections) if (event.type === 'result') return madeSection(pageShaped(event.value, request.index, storyline));
    throw new Error('unreachable: streamStructured ends with a result or throws');
  }
  const events = streamStructured(provider, {
    schema: LooseSlideSpec,
    fromText: (answer) => slidesFromText(answer)?.slides[0],
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: SLIDE_GUIDE },
      { role: 'user', content: ask },
    ],
  });
  for await (const event of events) if (event.type === 'result') return madeSlide(event.value);
  throw new Error('unreachable: streamStructured ends with a result or throws');
}
