import { z } from 'zod';
import type { ProjectKind } from '@folio/layout';
import { Composer } from '../composer/composer.ts';
import { PageComposer } from '../composer/page-composer.ts';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import type { Reference } from '../references/reference.ts';
import { AI_STREAM_TIMEOUT_MS, STORYLINE_MAX_ITEMS } from '../spec-limits.ts';
import { GenerationOptions, type GenerationOptionsInput, type StorylineItem } from './options.ts';
import { optionLines, referenceDigest } from './reference-digest.ts';
import { askedSlideCount } from './slide-count.ts';

export interface PlanRequest {
  prompt: string;
  references?: readonly Reference[] | undefined;
  options?: GenerationOptionsInput | undefined;
  /** A page (`/p/new`) is planned as a hero, sections and a call to action; a presentation as slides. */
  kind?: ProjectKind | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

const PlannedItem = z.object({ text: z.string().trim().min(1).max(300) }).strict();
const Plan = z.object({ title: z.string().max(300), items: z.array(PlannedItem).min(1).max(STORYLINE_MAX_ITEMS) }).strict();

/**
 * `ai/slide/plan` (status GeneratingOutlines): the storyline, one item per slide, at most 20
 * (§9), streamed item by item. The first item is the cover.
 */
export async function* planStoryline(provider: Provider, request: PlanRequest): AsyncGenerator<StorylineItem> {
  const options = GenerationOptions.parse(request.options ?? {});
  const references = request.references ?? [];
  if (provider.kind === 'composer') {
    const input = { prompt: request.prompt, references, options };
    const items = request.kind === 'page' ? new PageComposer(input).storyline() : new Composer(input).storyline();
    for (const [index, text] of items.slice(0, STORYLINE_MAX_ITEMS).entries()) yield { id: storylineId(index), text };
    return;
  }
  const digest = referenceDigest(references);
  const asked = askedSlideCount(request.prompt, options);
  // A model that writes more items than the slides asked for is held to the count.
  const limit = Math.min(STORYLINE_MAX_ITEMS, asked ?? STORYLINE_MAX_ITEMS);
  const events = streamStructured(provider, {
    schema: Plan,
    items: { key: 'items', schema: PlannedItem },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      {
        role: 'system',
        content: request.kind === 'page' ? PAGE_PLAN_GUIDE : DECK_PLAN_GUIDE,
      },
      { role: 'user', content: [`Request: ${request.prompt}`, optionLines({ ...options, slideCount: asked }), digest ? `References:\n${digest}` : ''].filter(Boolean).join('\n\n') },
    ],
  });
  let count = 0;
  for await (const event of events) {
    if (event.type === 'item' && count < limit) yield { id: storylineId(count++), text: event.item.text };
  }
}

const DECK_PLAN_GUIDE =
  'You plan slide presentations. Write the storyline: one short item per slide (a slide title of at most 8 words, optionally followed by a colon and its key point). The first item is the cover title, the last is the closing slide. Fit the structure and the tone of the titles to the audience and purpose the request names (a report leads with outcomes and ends with its asks, a pitch goes problem, solution, ask, a lesson opens with a question and ends with a quiz).';

const PAGE_PLAN_GUIDE =
  'You plan a web page that is read by scrolling. Write the storyline: one short item per section (a section headline of at most 8 words). The first item is the page headline (the hero), the last is the label of its call-to-action button (at most 5 words, saying what the reader does, e.g. "Join the garden day", "Read the full report"). Fit the structure and tone to the audience and purpose the request names.';

function storylineId(index: number): string {
  return `item-${index + 1}`;
}
