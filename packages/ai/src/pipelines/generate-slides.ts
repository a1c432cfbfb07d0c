import { pageFingerprint, stampOrigin, type Page } from '@folio/layout';
import { z } from 'zod';
import { Composer } from '../composer/composer.ts';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import type { Reference } from '../references/reference.ts';
import { SLIDE_LAYOUTS, SlideSpec } from '../slides/slide-spec.ts';
import { AI_STREAM_TIMEOUT_MS } from '../spec-limits.ts';
import { GenerationOptions, type GenerationOptionsInput, type StorylineItem } from './options.ts';
import { pageIdFor } from './page-ids.ts';
import { optionLines, referenceDigest } from './reference-digest.ts';
import { sectionReference, slideOrigin, type SlideSection } from './slide-origin.ts';
import { toGeneratedSlide, type GeneratedSlide } from './slide-output.ts';

export interface GenerateRequest {
  prompt?: string | undefined;
  storyline: readonly StorylineItem[];
  references?: readonly Reference[] | undefined;
  options?: GenerationOptionsInput | undefined;
  /** The deck's theme; slides take their colours and type from it, so it only steers the model's wording. */
  themeId?: string | undefined;
  /** Separates page ids of different generations in one project. */
  seed?: string | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

const Slides = z.object({ slides: z.array(SlideSpec).min(1).max(20) }).strict();

const SLIDE_GUIDE = `You write slide decks. For each storyline item write one slide as JSON in one of these layouts: ${SLIDE_LAYOUTS.join(', ')}.
Use "title" for the first slide and "closing" for the last. Prefer stats for numbers, chart for series of numbers, table for comparisons, quote for a quoted person, two-column for contrasts.
Keep text short: titles under 8 words, bullets under 20 words, at most 5 bullets. Put what the presenter should say in "notes" (2-5 sentences).
Only use facts from the request and the references.`;

/**
 * `ai/slide/generate` (status GeneratingSlides): one slide per storyline item, streamed —
 * each is handed over as a valid layout tree as soon as it is complete. A failure part-way
 * (a cut stream, a timeout) throws after the slides that were finished.
 */
export async function* generateSlides(provider: Provider, request: GenerateRequest): AsyncGenerator<GeneratedSlide> {
  const options = GenerationOptions.parse(request.options ?? {});
  const references = request.references ?? [];
  const seed = request.seed ?? request.storyline.map((item) => item.text).join('\n');
  if (provider.kind === 'composer') {
    const specs = new Composer({ prompt: request.prompt ?? '', references, options }).slides(request.storyline.map((item) => item.text));
    for (const [index, spec] of specs.entries()) yield toGeneratedSlide(spec, index, pageIdFor(seed, index), options.language);
    return;
  }
  const digest = referenceDigest(references);
  const events = streamStructured(provider, {
    schema: Slides,
    items: { key: 'slides', schema: SlideSpec },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: SLIDE_GUIDE },
      {
        role: 'user',
        content: [
          request.prompt ? `Request: ${request.prompt}` : '',
          `Storyline:\n${request.storyline.map((item, index) => `${index + 1}. ${item.text}`).join('\n')}`,
          optionLines(options),
          request.themeId ? `Theme: ${request.themeId}` : '',
          digest ? `References:\n${digest}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ],
  });
  for await (const event of events) {
    if (event.type === 'item') yield toGeneratedSlide(event.item, event.index, pageIdFor(seed, event.index), options.language);
  }
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
  const options = GenerationOptions.parse(request.options ?? {});
  const item = request.storyline[request.index];
  if (!item) throw new RangeError(`the storyline has no item ${request.index}`);
  const references = request.section ? [sectionReference(request.section)] : (request.references ?? []);
  const made = (spec: SlideSpec): GeneratedSlide => {
    const slide = toGeneratedSlide(spec, request.index, request.pageId, options.language);
    const origin = request.section ? { item: item.text.slice(0, 500), section: request.section } : slideOrigin(item.text, spec, references);
    return { ...slide, page: stampOrigin(slide.page, origin) };
  };
  if (provider.kind === 'composer') {
    const composer = new Composer({ prompt: request.prompt ?? '', references, options });
    const storyline = request.storyline.map((each) => each.text);
    // Neither the slide on screen nor, when it was edited since, the slide as it was generated: the person asked for another one.
    const seen = new Set(request.current ? [pageFingerprint(request.current), request.current.origin?.generated] : []);
    let slide = made(composer.alternative(storyline, request.index, request.attempt ?? 1));
    for (let skip = 1; skip <= MAX_SKIPPED && seen.has(pageFingerprint(slide.page)); skip++) {
      slide = made(composer.alternative(storyline, request.index, (request.attempt ?? 1) + skip));
    }
    return slide;
  }
  const events = streamStructured(provider, {
    schema: SlideSpec,
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: SLIDE_GUIDE },
      {
        role: 'user',
        content: [
          request.prompt ? `Request: ${request.prompt}` : '',
          `Storyline:\n${request.storyline.map((each, index) => `${index + 1}. ${each.text}`).join('\n')}`,
          `Write slide ${request.index + 1} only ("${item.text}"), differently from before.`,
          request.section ? `Make it from the section "${request.section.title}" of the references below, and from nothing else.` : '',
          optionLines(options),
          referenceDigest(references),
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ],
  });
  for await (const event of events) if (event.type === 'result') return made(event.value);
  throw new Error('unreachable: streamStructured ends with a result or throws');
}
