import { contentNodes, type Page } from '@folio/layout';
import { z } from 'zod';
import { chaptersOf } from '../composer/chapters.ts';
import { keySentences } from '../composer/summarise.ts';
import type { Provider } from '../providers/provider.ts';
import { generateStructured } from '../providers/structured.ts';
import type { Reference } from '@folio/contracts';
import { overlap, splitSentences } from '../text/text-tools.ts';

/** Everything a slide says, in reading order: paragraphs, table cells, chart titles, quotes. */
export function pageText(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => {
    const block = node.content;
    switch (block.kind) {
      case 'text':
        return block.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join('')).filter((text) => text.trim());
      case 'table':
        return block.rows.map((row) => row.join(', '));
      case 'chart':
        return [block.title ?? '', ...block.series.map((series) => `${series.name}: ${series.values.join(', ')}`)].filter(Boolean);
      case 'quote':
        return [`“${block.sentence}” — ${block.author}`];
      case 'diagram':
        return block.nodes.map((each) => each.label);
      case 'button':
        return [block.label];
      default:
        return [];
    }
  });
}

const Notes = z.object({ notes: z.string().trim().min(1).max(20_000) }).strict();

/**
 * Speaker notes (a script) for one slide. The composer speaks the slide's own text and adds
 * the reference sentences that explain it; a model writes them.
 */
export async function writeSpeakerNotes(provider: Provider, request: { page: Page; references?: readonly Reference[] | undefined; language?: string | undefined; model?: string | undefined; signal?: AbortSignal | undefined }): Promise<Array<{ id: string; text: string }>> {
  const lines = pageText(request.page);
  const id = `${request.page.id}-note-1`;
  if (provider.kind !== 'composer') {
    const answer = await generateStructured(provider, {
      schema: Notes,
      model: request.model,
      signal: request.signal,
      messages: [{ role: 'user', content: `Write what the presenter says for this slide, 3-6 spoken sentences${request.language ? `, in ${request.language}` : ''}:\n${lines.join('\n')}` }],
    });
    return [{ id, text: answer.notes }];
  }
  const slideText = lines.join(' ');
  const sources = chaptersOf(request.references ?? []).flatMap((chapter) => chapter.paragraphs.flatMap(splitSentences)).filter((sentence) => overlap(slideText, sentence) >= 0.3);
  const spoken = lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`));
  return [{ id, text: [...spoken, ...keySentences(sources, 3)].join(' ') }];
}
