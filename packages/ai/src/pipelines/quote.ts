import { QuoteCard, type Reference } from '@folio/contracts';
import { keywordsOf } from '@folio/layout';
import { z } from 'zod';
import { chaptersOf } from '../composer/chapters.ts';
import { referenceKeywords } from '../composer/keywords.ts';
import { keySentences } from '../composer/summarise.ts';
import type { Provider } from '../providers/provider.ts';
import { generateStructured } from '../providers/structured.ts';
import { overlap, splitSentences } from '../text/text-tools.ts';

const QUOTED = /^["“«„](.{10,400}?)["”»“]\s*[—–-]+\s*([^,]{2,80})(?:,\s*(.{2,120}))?$/;

export interface QuoteRequest {
  topic: string;
  references?: readonly Reference[] | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * `ai/quote/generate`. The composer never invents a quotation: it takes a quoted person
 * from the references, else the sentence of the references that best speaks to the topic,
 * attributed to its source.
 */
export async function generateQuote(provider: Provider, request: QuoteRequest): Promise<QuoteCard> {
  const references = request.references ?? [];
  if (provider.kind === 'composer') {
    const paragraphs = chaptersOf(references).flatMap((chapter) => chapter.paragraphs.map((paragraph) => ({ paragraph, chapter })));
    const quoted = paragraphs.map(({ paragraph }) => QUOTED.exec(paragraph)).find((match) => match !== null);
    if (quoted) return QuoteCard.parse({ sentence: quoted[1], author: quoted[2]?.trim(), address: quoted[3]?.trim() ?? '' });
    const related = paragraphs.flatMap(({ paragraph, chapter }) => splitSentences(paragraph).map((sentence) => ({ sentence, chapter }))).filter(({ sentence }) => overlap(request.topic, sentence) > 0);
    const best = keySentences(related.map(({ sentence }) => sentence), 1)[0];
    const from = related.find(({ sentence }) => sentence === best)?.chapter;
    if (best && from) return QuoteCard.parse({ sentence: best, author: references.find((reference) => reference.source.name === from.source)?.title ?? from.source, address: from.title });
    return QuoteCard.parse({ sentence: `[A quotation about ${request.topic}]`, author: '[Who said it]' });
  }
  return generateStructured(provider, {
    schema: QuoteCard,
    model: request.model,
    signal: request.signal,
    messages: [
      { role: 'system', content: 'You pick a real, attributable quotation for a quote card. Never invent one: when unsure, use a sentence from the references and attribute it to its source. Leave imgUrl empty.' },
      { role: 'user', content: `Topic: ${request.topic}\n\n${references.flatMap((reference) => reference.sections.flatMap((section) => section.paragraphs)).join('\n').slice(0, 8000)}` },
    ],
  });
}

const Keywords = z.object({ keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(12) }).strict();

/** `ai/quote/keywords` and the reference keywords that become share hashtags (§3). */
export async function generateKeywords(provider: Provider, request: { text?: string | undefined; references?: readonly Reference[] | undefined; count?: number | undefined; model?: string | undefined; signal?: AbortSignal | undefined }): Promise<string[]> {
  const count = request.count ?? 8;
  if (provider.kind === 'composer') {
    const fromText = request.text ? keywordsOf([{ heading: '', text: request.text }], count) : [];
    return [...new Set([...fromText, ...referenceKeywords(request.references ?? [], count)])].slice(0, count);
  }
  const text = [request.text ?? '', ...(request.references ?? []).flatMap((reference) => [reference.title, ...reference.sections.map((section) => section.heading)])].join('\n');
  const answer = await generateStructured(provider, {
    schema: Keywords,
    model: request.model,
    signal: request.signal,
    messages: [{ role: 'user', content: `Give up to ${count} single-word or two-word keywords (usable as hashtags) for:\n${text.slice(0, 8000)}` }],
  });
  return answer.keywords.slice(0, count);
}
