import { z } from 'zod';
import type { ProjectKind } from '@folio/layout';
import { Composer } from '../composer/composer.ts';
import { PageComposer } from '../composer/page-composer.ts';
import type { Provider } from '../providers/provider.ts';
import { AiError } from '../providers/ai-error.ts';
import type { ChatMessage } from '../providers/chat-model.ts';
import { streamStructured } from '../providers/structured.ts';
import { AI_STREAM_TIMEOUT_MS, GenerationOptions, type GenerationOptionsInput, type Reference, STORYLINE_MAX_ITEMS, type StorylineItem } from '@folio/contracts';
import { composerOptions } from './options.ts';
import { outlineItems } from './markdown-outline.ts';
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
 * (§9), streamed item by item. The first item is the cover, the last the closing. A model's
 * storyline is held to the count asked: past it the extra items before the closing are
 * dropped; short of it the model is asked once for the missing ones.
 */
export async function* planStoryline(provider: Provider, request: PlanRequest): AsyncGenerator<StorylineItem> {
  const options = GenerationOptions.parse(request.options ?? {});
  const references = request.references ?? [];
  if (provider.kind === 'composer') {
    const input = { prompt: request.prompt, references, options: composerOptions(options, request.prompt, references) };
    const items = request.kind === 'page' ? new PageComposer(input).storyline() : new Composer(input).storyline();
    for (const [index, text] of items.slice(0, STORYLINE_MAX_ITEMS).entries()) yield { id: storylineId(index), text };
    return;
  }
  const digest = referenceDigest(references);
  const asked = askedSlideCount(request.prompt, options);
  const limit = Math.min(STORYLINE_MAX_ITEMS, asked ?? STORYLINE_MAX_ITEMS);
  const ask = (extra: ChatMessage[]) =>
    streamStructured(provider, {
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
        { role: 'system', content: request.kind === 'page' ? PAGE_PLAN_GUIDE : DECK_PLAN_GUIDE },
        { role: 'user', content: [`Request: ${request.prompt}`, optionLines({ ...options, slideCount: asked }), digest ? `References:\n${digest}` : ''].filter(Boolean).join('\n\n') },
        ...extra,
      ],
    });
  const written: string[] = [];
  const item = (text: string): StorylineItem => {
    written.push(text);
    return { id: storylineId(written.length - 1), text };
  };
  // The newest item waits for the next: the one written last is the closing, which the storyline keeps at its end.
  let held: string | undefined;
  try {
    for await (const event of ask([])) {
      if (event.type !== 'item') continue;
      if (limit === 1) held ??= event.item.text;
      else {
        if (held !== undefined && written.length < limit - 1) yield item(held);
        held = event.item.text;
      }
    }
  } catch (error) {
    if (held !== undefined) yield item(held);
    if (!(error instanceof AiError) || written.length === 0) throw error;
    throw new AiError(error.code, `${error.message} The outline stopped after ${written.length} item${written.length === 1 ? '' : 's'}, which are kept.`, error.partial, error.status);
  }
  const missing = asked === undefined || held === undefined ? 0 : asked - written.length - 1;
  if (missing > 0) {
    // Too few items: a storyline is short to write, so the model is asked once for the ones before the closing.
    const so = written.map((text, index) => `${index + 1}. ${text}`).join('\n');
    const more = `The storyline so far:\n${so}\nIt needs ${asked} items. Write only the ${missing} item${missing === 1 ? '' : 's'} that come before the closing "${held}", as {"title": "", "items": [...]}.`;
    try {
      for await (const event of ask([{ role: 'user', content: more }])) if (event.type === 'item' && written.length < limit - 1) yield item(event.item.text);
    } catch (error) {
      // The outline as written still stands: the person sees it and can add items.
      if (!(error instanceof AiError)) throw error;
    }
  }
  if (held !== undefined) yield item(held);
}

const DECK_PLAN_GUIDE =
  'You plan slide presentations. Write the storyline: one short item per slide (a slide title of at most 8 words, optionally followed by a colon and its key point). The first item is the cover title, the last is the closing slide. Fit the structure and the tone of the titles to the audience and purpose the request names (a report leads with outcomes and ends with its asks, a pitch goes problem, solution, ask, a lesson opens with a question and ends with a quiz).';

const PAGE_PLAN_GUIDE =
  'You plan a web page that is read by scrolling. Write the storyline: one short item per section (a section headline of at most 8 words). The first item is the page headline (the hero), the last is the label of its call-to-action button (at most 5 words, saying what the reader does, e.g. "Join the garden day", "Read the full report"). Fit the structure and tone to the audience and purpose the request names.';

function storylineId(index: number): string {
  return `item-${index + 1}`;
}
