import type { EditOperation, Page, Paragraph, Span } from '@folio/layout';
import type { Reference } from '@folio/contracts';
import { overlap, splitSentences } from '../text/text-tools.ts';
import { textBlocks } from './text-blocks.ts';
import { pageText } from './speaker-notes.ts';

const HEADING_ROLES: ReadonlySet<Paragraph['role']> = new Set(['display', 'title', 'headline']);

/**
 * The slide's text paragraphs shortened to whole sentences, else whole clauses: a paragraph
 * keeps its first sentences up to about 60% of its length (at least one), or a one-sentence
 * paragraph its first clauses. Its spans keep their marks, since the cut only drops the end
 * of the text. A paragraph with no such break stays as it is: never a cut word, never "…".
 */
export function shortenText(page: Page, blockId: string | undefined): EditOperation[] {
  return textBlocks(page)
    .filter((block) => !blockId || block.id === blockId)
    .flatMap((block) => {
      let changed = false;
      const paragraphs = block.paragraphs.map((paragraph) => {
        if (HEADING_ROLES.has(paragraph.role)) return paragraph;
        const text = paragraph.spans.map((span) => span.text).join('');
        const end = cutAt(text);
        if (end === undefined) return paragraph;
        changed = true;
        return { ...paragraph, spans: closeSentence(keepSpans(paragraph.spans, end), text) };
      });
      return changed ? [{ op: 'setText' as const, pageId: page.id, blockId: block.id, paragraphs }] : [];
    });
}

/** Where to end a paragraph that is worth shortening: after a sentence, else after a clause; undefined to keep it whole. */
function cutAt(text: string): number | undefined {
  if (text.trim().length < 60) return undefined;
  const goal = text.length * 0.6;
  const sentenceEnds = ends(text, /[.!?。！？](?=\s+\S)/g);
  const sentence = sentenceEnds.filter((end) => end <= goal).at(-1) ?? sentenceEnds[0];
  if (sentence !== undefined) return sentence;
  // A clause of under a third would say too little of what the sentence says.
  const clause = ends(text, /[,;:](?=\s)|\s(?=[—–]\s)/g).filter((end) => end >= text.length * 0.3 && end <= goal + text.length * 0.15).at(-1);
  return clause;
}

function ends(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index + match[0].length);
}

/** The spans cut to the first `end` characters of their text, marks kept, empty spans dropped. */
function keepSpans(spans: readonly Span[], end: number): Span[] {
  const kept: Span[] = [];
  let at = 0;
  for (const span of spans) {
    if (at >= end) break;
    const text = span.text.slice(0, end - at);
    at += span.text.length;
    if (text) kept.push({ ...span, text });
  }
  return kept;
}

/** A paragraph cut after a clause ends like the paragraph did (a full stop, or nothing for a bullet without one). */
function closeSentence(spans: Span[], original: string): Span[] {
  const last = spans.at(-1);
  if (!last) return spans;
  const ending = /[.!?。！？]$/.exec(original.trim())?.[0] ?? '';
  const trimmed = last.text.replace(/[\s,;:—–]+$/, '');
  const text = /[.!?。！？]$/.test(trimmed) ? trimmed : `${trimmed}${ending}`;
  return text ? [...spans.slice(0, -1), { ...last, text }] : spans.slice(0, -1);
}

/**
 * The slide's sentences from the references that it does not show yet: those about its
 * title, for "expand" to add as new paragraphs. Empty when the references have nothing more.
 */
export function moreFromReferences(page: Page, references: readonly Reference[], count = 2): string[] {
  const [title, ...shown] = pageText(page);
  if (!title) return [];
  const showing = shown.join(' ').toLowerCase();
  const sentences = references.flatMap((reference) => reference.sections.flatMap((section) => (overlap(title, section.heading) >= 0.5 ? section.paragraphs : section.paragraphs.filter((paragraph) => overlap(title, paragraph) >= 0.5)).flatMap(splitSentences)));
  const fresh = sentences.filter((sentence) => sentence.length >= 20 && sentence.length <= 240 && !showing.includes(sentence.toLowerCase().slice(0, 40)));
  return [...new Set(fresh)].slice(0, count);
}

/** The slide's body block with `sentences` added after its last paragraph, in that paragraph's style. */
export function expandText(page: Page, sentences: readonly string[], blockId: string | undefined): EditOperation[] {
  const blocks = textBlocks(page).filter((block) => !blockId || block.id === blockId);
  const body = blocks.find((block) => block.paragraphs.some((paragraph) => !HEADING_ROLES.has(paragraph.role))) ?? blocks.at(-1);
  if (!body || sentences.length === 0) return [];
  const last = body.paragraphs.at(-1)!;
  const style: Paragraph = HEADING_ROLES.has(last.role) ? { role: 'normalText', spans: [] } : { ...last, spans: [] };
  const { hint: _hint, ...plain } = style;
  const added = sentences.map((text) => ({ ...plain, spans: [{ text }] }));
  // An empty paragraph (a hint waiting for words) is filled rather than followed.
  const kept = body.paragraphs.filter((paragraph) => paragraph.spans.some((span) => span.text.trim()));
  return [{ op: 'setText', pageId: page.id, blockId: body.id, paragraphs: [...kept, ...added] }];
}
