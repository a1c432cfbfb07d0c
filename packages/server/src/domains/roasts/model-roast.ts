import { generateStructured, type Provider } from '@folio/ai';
import { z } from 'zod';
import type { RoastResult } from './roast-result.ts';
import type { SlideText } from './slide-texts.ts';

/** A roast waits this long for the model, then stands on its rules alone. */
const MODEL_TIMEOUT_MS = 60_000;
/** Words of each slide the model is shown: enough to quote, small enough for any context window. */
const SLIDE_CHARS = 700;

const ModelAnswer = z.object({
  opener: z.string().trim().min(1).max(600),
  slides: z.array(z.object({ slide: z.number().int().min(1), quip: z.string().trim().min(1).max(600) })).max(80),
});

/**
 * With a model connected, the rule-based roast gets the model's own sentences: an opener and a
 * quip per slide, written from the slide's words and the problems the rules found, in the
 * language asked for. The rules' lines stay, so every claim can be checked against them. A
 * model that fails, times out or answers badly leaves the rule-based roast as it was.
 */
export async function withModelQuips(provider: Provider, roast: RoastResult, slides: readonly SlideText[], print: (text: string) => void): Promise<RoastResult> {
  if (provider.kind === 'composer') return roast;
  const deck = roast.slides.map((slide, index) => ({
    slide: slide.number,
    title: slides[index]?.title ?? '',
    text: (slides[index]?.lines.join(' / ') ?? '').slice(0, SLIDE_CHARS),
    words: slide.words,
    problems: slide.lines.map((line) => ({ code: line.code, ...line.params })),
  }));
  try {
    const answer = await generateStructured(provider, {
      schema: ModelAnswer,
      timeoutMs: MODEL_TIMEOUT_MS,
      temperature: 0.8,
      messages: [
        {
          role: 'system',
          content:
            'You roast presentation decks: witty, sharp and kind, like a friend who wants the talk to go well. Be specific: quote the slide\'s own words and figures and name slide numbers. ' +
            'Only mention what the data shows; never invent content. One or two sentences per slide, each ending with what to change. ' +
            `Write in the language whose code is "${roast.language === 'auto' ? 'en' : roast.language}".`,
        },
        { role: 'user', content: JSON.stringify({ title: roast.title, score: roast.score, deckProblems: roast.deck, slides: deck }) },
      ],
    });
    const quips = new Map(answer.slides.map((slide) => [slide.slide, slide.quip]));
    return {
      ...roast,
      writtenBy: 'model',
      opener: answer.opener,
      slides: roast.slides.map((slide) => (quips.has(slide.number) ? { ...slide, quip: quips.get(slide.number)! } : slide)),
    };
  } catch (error) {
    print(`roast: the model's answer was not used (${error instanceof Error ? error.message : String(error)})`);
    return roast;
  }
}
