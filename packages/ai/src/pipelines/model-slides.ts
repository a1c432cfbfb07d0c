import { z } from 'zod';
import { AiError } from '../providers/ai-error.ts';
import type { ChatMessage, ChatModel } from '../providers/chat-model.ts';
import { streamStructured } from '../providers/structured.ts';
import { SLIDE_LAYOUTS, type SlideSpec } from '../slides/slide-spec.ts';
import { AI_STREAM_TIMEOUT_MS, type GenerationOptions, type StorylineItem } from '@folio/contracts';
import { overlap } from '../text/text-tools.ts';
import { LooseSlideSpec } from './loose-slide.ts';
import { outlineSlides } from './markdown-outline.ts';
import { pageIdFor } from './page-ids.ts';
import { toGeneratedSlide, type GeneratedSlide } from './slide-output.ts';

export const SLIDE_GUIDE = `You write slide decks. For each storyline item write one slide as JSON in one of these layouts: ${SLIDE_LAYOUTS.join(', ')}.
Use "title" for the first slide and "closing" for the last. Prefer stats for numbers, chart for series of numbers, table for comparisons, quote for a quoted person, two-column for contrasts.
Keep text short: titles under 8 words, bullets under 20 words, at most 5 bullets. Put what the presenter should say in "notes" (2-5 sentences).
Only use facts from the request and the references.`;

const Slides = z.object({ slides: z.array(LooseSlideSpec).min(1).max(20) }).strict();

/** Reads a Markdown outline as the slides it lists, for a model that answered in Markdown. */
export function slidesFromText(answer: string): { slides: unknown[] } | undefined {
  const slides = outlineSlides(answer);
  return slides && { slides };
}

export interface ModelSlidesRequest {
  storyline: readonly StorylineItem[];
  /** The request, options and references as lines of the user message. */
  context: { before: string[]; after: string[] };
  options: GenerationOptions;
  seed: string;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * One slide per storyline item from a chat model, each handed over as soon as its JSON
 * closes. The deck keeps the storyline's count: a slide the model adds that is about none
 * of the items left (an agenda, "Fun facts") is passed over, and slides still missing when
 * the answer ends — the model wrote too few, or ran out of tokens — are asked for once more,
 * by themselves. Whatever is still missing then is named in the error, after the slides
 * that were written: the person's storyline is never lost.
 */
export async function* modelSlides(provider: ChatModel, request: ModelSlidesRequest): AsyncGenerator<GeneratedSlide> {
  const { storyline, options, seed } = request;
  let written = 0;
  let failure: AiError | undefined;
  for (let round = 0; round < 2 && written < storyline.length; round++) {
    failure = undefined;
    try {
      for await (const event of streamStructured(provider, {
        schema: Slides,
        items: { key: 'slides', schema: LooseSlideSpec },
        fromText: slidesFromText,
        model: request.model,
        signal: request.signal,
        timeoutMs: AI_STREAM_TIMEOUT_MS,
        messages: messages(request, written),
      })) {
        if (event.type !== 'item' || written >= storyline.length || isAside(event.item, storyline.slice(written))) continue;
        yield toGeneratedSlide(event.item, written, pageIdFor(seed, written), options.language);
        written++;
      }
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      failure = error;
      // Only a model that ran out of room is asked again; a cut connection, a timeout or an unreadable answer is reported.
      if (error.code !== 'truncated') break;
    }
  }
  if (written < storyline.length) throw notWritten(failure, storyline, written);
}

function messages(request: ModelSlidesRequest, written: number): ChatMessage[] {
  const { storyline } = request;
  const list = `Storyline:\n${storyline.map((item, index) => `${index + 1}. ${item.text}`).join('\n')}`;
  const rest =
    written === 0
      ? ''
      : `Slides 1 to ${written} are written. Write only the slides for items ${written + 1} to ${storyline.length}, in order, as {"slides": [...]}.`;
  return [
    { role: 'system', content: SLIDE_GUIDE },
    { role: 'user', content: [...request.context.before, list, rest, ...request.context.after].filter(Boolean).join('\n\n') },
  ];
}

/**
 * A slide the model added on its own: its headline is about none of the storyline items
 * still to write, and it is an agenda or says nothing of the item due next. A slide the
 * model merely retitled ("Rising vapour" for "Evaporation") still speaks of its item.
 */
function isAside(spec: SlideSpec, left: readonly StorylineItem[]): boolean {
  if (spec.layout === 'quote') return false;
  const about = (a: string, b: string) => overlap(a, b) > 0 || overlap(b, a) > 0;
  if (left.some((item) => about(item.text, spec.title))) return false;
  return spec.layout === 'agenda' || !about(left[0]!.text, wordsOf(spec).join(' '));
}

/** Every text of a slide but its notes. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, each]) => (key === 'notes' || key === 'layout' ? [] : wordsOf(each)));
  return [];
}

/** The failure, or a count short of the storyline, as an error naming the items whose slides are missing. */
function notWritten(failure: AiError | undefined, storyline: readonly StorylineItem[], written: number): AiError {
  const missing = storyline.slice(written);
  const which = missing.length === 1 ? `Slide ${written + 1}` : `Slides ${written + 1}–${storyline.length}`;
  const names = missing.map((item) => `“${item.text}”`).join(', ');
  const reason = (failure?.message ?? `The model wrote ${written} of the ${storyline.length} slides.`).replace(/([^.!?])$/, '$1.');
  return new AiError(failure?.code ?? 'invalid_output', `${reason} ${which} (${names}) could not be written; the storyline is kept, so generating again can add ${missing.length === 1 ? 'it' : 'them'}.`, failure?.partial ?? '', failure?.status);
}
