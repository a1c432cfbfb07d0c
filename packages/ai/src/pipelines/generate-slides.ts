import { Composer } from '../composer/composer.ts';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import type { Reference } from '../references/reference.ts';
import { AI_STREAM_TIMEOUT_MS } from '../spec-limits.ts';
import { GenerationOptions, type GenerationOptionsInput, type StorylineItem } from './options.ts';
import { pageIdFor } from './page-ids.ts';
import { optionLines, referenceDigest } from './reference-digest.ts';
import { LooseSlideSpec } from './loose-slide.ts';
import { modelSlides, SLIDE_GUIDE, slidesFromText } from './model-slides.ts';
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

/**
 * `ai/slide/generate` (status GeneratingSlides): one slide per storyline item, streamed —
 * each is handed over as a valid layout tree as soon as it is complete. A failure part-way
 * (a cut stream, a timeout) throws after the slides that were finished, naming the storyline
 * items still without a slide (model-slides.ts).
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

export interface RegenerateRequest extends Omit<GenerateRequest, 'seed'> {
  /** Which storyline item's slide to make again. */
  index: number;
  /** The page being replaced: the new slide keeps its id, so the editor swaps it in place. */
  pageId: string;
  /** How many times this slide has been regenerated: the composer shows another layout each time. */
  attempt?: number | undefined;
}

/** Regenerates one slide without touching the rest. */
export async function regenerateSlide(provider: Provider, request: RegenerateRequest): Promise<GeneratedSlide> {
  const options = GenerationOptions.parse(request.options ?? {});
  const item = request.storyline[request.index];
  if (!item) throw new RangeError(`the storyline has no item ${request.index}`);
  if (provider.kind === 'composer') {
    const composer = new Composer({ prompt: request.prompt ?? '', references: request.references ?? [], options });
    const spec = composer.alternative(request.storyline.map((each) => each.text), request.index, request.attempt ?? 1);
    return toGeneratedSlide(spec, request.index, request.pageId, options.language);
  }
  const events = streamStructured(provider, {
    schema: LooseSlideSpec,
    fromText: (answer) => slidesFromText(answer)?.slides[0],
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
          optionLines(options),
          referenceDigest(request.references ?? []),
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ],
  });
  for await (const event of events) if (event.type === 'result') return toGeneratedSlide(event.value, request.index, request.pageId, options.language);
  throw new Error('unreachable: streamStructured ends with a result or throws');
}
