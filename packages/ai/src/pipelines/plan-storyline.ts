import { z } from 'zod';
import { Composer } from '../composer/composer.ts';
import type { Provider } from '../providers/provider.ts';
import { AiError } from '../providers/ai-error.ts';
import { streamStructured } from '../providers/structured.ts';
import type { Reference } from '../references/reference.ts';
import { AI_STREAM_TIMEOUT_MS, STORYLINE_MAX_ITEMS } from '../spec-limits.ts';
import { GenerationOptions, type GenerationOptionsInput, type StorylineItem } from './options.ts';
import { outlineItems } from './markdown-outline.ts';
import { optionLines, referenceDigest } from './reference-digest.ts';
import { askedSlideCount } from './slide-count.ts';

export interface PlanRequest {
  prompt: string;
  references?: readonly Reference[] | undefined;
  options?: GenerationOptionsInput | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Items as models write them, read into `{ text }`: a plain string, or a slide-like object
 * ("title" with a "key_point"); other fields are dropped.
 */
const PlannedItem = z.preprocess(coerceItem, z.object({ text: z.string().trim().min(1).max(300) }).strict());
/** The plan under the names models give it ("slides", "storyline", "outline"), or a bare list of items. */
const Plan = z.preprocess(coercePlan, z.object({ title: z.string().max(300), items: z.array(PlannedItem).min(1).max(STORYLINE_MAX_ITEMS) }).strict());

const ITEM_LISTS = ['items', 'slides', 'storyline', 'outline', 'sections'];
const POINTS = ['key_point', 'keyPoint', 'point', 'description', 'subtitle', 'summary'];

function coercePlan(raw: unknown): unknown {
  if (Array.isArray(raw)) return { title: '', items: raw };
  if (typeof raw !== 'object' || raw === null) return raw;
  const record = raw as Record<string, unknown>;
  const items = ITEM_LISTS.map((key) => record[key]).find(Array.isArray);
  return { title: typeof record.title === 'string' ? record.title : '', items };
}

function coerceItem(raw: unknown): unknown {
  if (typeof raw === 'string') return { text: raw };
  if (typeof raw !== 'object' || raw === null) return raw;
  const record = raw as Record<string, unknown>;
  if (typeof record.text === 'string') return { text: record.text };
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  const point = POINTS.map((key) => record[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { text: title && point ? `${title}: ${point.trim()}` : title || point };
}

/**
 * `ai/slide/plan` (status GeneratingOutlines): the storyline, one item per slide, at most 20
 * (§9), streamed item by item. The first item is the cover.
 */
export async function* planStoryline(provider: Provider, request: PlanRequest): AsyncGenerator<StorylineItem> {
  const options = GenerationOptions.parse(request.options ?? {});
  const references = request.references ?? [];
  if (provider.kind === 'composer') {
    const items = new Composer({ prompt: request.prompt, references, options }).storyline();
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
    fromText: (answer) => {
      const items = outlineItems(answer);
      return items && { title: '', items };
    },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      {
        role: 'system',
        content:
          'You plan slide presentations. Write the storyline: one short item per slide (a slide title of at most 8 words, optionally followed by a colon and its key point). The first item is the cover title, the last is the closing slide.',
      },
      { role: 'user', content: [`Request: ${request.prompt}`, optionLines({ ...options, slideCount: asked }), digest ? `References:\n${digest}` : ''].filter(Boolean).join('\n\n') },
    ],
  });
  let count = 0;
  // Past the count, the newest item is held back: the one written last is the closing, which the storyline keeps.
  let held: string | undefined;
  try {
    for await (const event of events) {
      if (event.type !== 'item') continue;
      if (count < limit - 1 || (limit === 1 && count === 0)) yield { id: storylineId(count++), text: event.item.text };
      else if (limit > 1) held = event.item.text;
    }
  } catch (error) {
    if (held !== undefined) yield { id: storylineId(count++), text: held };
    if (!(error instanceof AiError) || count === 0) throw error;
    throw new AiError(error.code, `${error.message} The outline stopped after ${count} item${count === 1 ? '' : 's'}, which are kept.`, error.partial, error.status);
  }
  if (held !== undefined) yield { id: storylineId(count), text: held };
}

function storylineId(index: number): string {
  return `item-${index + 1}`;
}
