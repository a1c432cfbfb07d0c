import type { Paragraph, Span } from '../schema/text.ts';
import { blockText, locate, paragraphText } from './block-text.ts';
import { normalizeSpans, patchMarks, span, splitSpans } from './spans.ts';
import { TextEditError, type ParagraphAttrs, type ParagraphPatch, type TextEdit } from './text-edit.ts';

/**
 * Applies one edit to a text block's paragraphs and returns new paragraphs (the input is
 * not touched). Spans come out normalised: no empty spans, no equal neighbours. Edits
 * behave as in a word processor: splitting a paragraph gives both halves its style, and
 * joining two keeps the style of the first.
 */
export function applyTextEdit(paragraphs: readonly Paragraph[], edit: TextEdit): Paragraph[] {
  const length = blockText(paragraphs).length;
  const inRange = (offset: number) => Number.isInteger(offset) && offset >= 0 && offset <= length;
  if (edit.type === 'insert') {
    if (!inRange(edit.at)) throw new TextEditError(`insert at ${edit.at} is outside the text (0–${length})`);
    return insert(paragraphs, edit.at, edit.text, edit);
  }
  if (!inRange(edit.from) || !inRange(edit.to) || edit.from > edit.to) {
    throw new TextEditError(`range ${edit.from}–${edit.to} is not inside the text (0–${length})`);
  }
  switch (edit.type) {
    case 'delete':
      return remove(paragraphs, edit.from, edit.to);
    case 'format':
      return mapRange(paragraphs, edit.from, edit.to, (spans) => spans.map((each) => span(each.text, patchMarks(each.marks, edit.marks))));
    case 'paragraph':
      return restyle(paragraphs, edit.from, edit.to, edit.attrs);
  }
}

function insert(paragraphs: readonly Paragraph[], at: number, text: string, { marks }: { marks?: Span['marks'] }): Paragraph[] {
  if (text === '') return [...paragraphs];
  const target = paragraphs.length === 0 ? [emptyParagraph()] : paragraphs;
  const { paragraph: index, offset } = locate(target, at);
  const host = target[index]!;
  const [before, after] = splitSpans(host.spans, offset);
  const parts = text.split('\n');
  const { hint: _hint, ...plain } = host;
  const made = parts.map((part, i) => {
    const spans = [...(i === 0 ? before : []), span(part, marks), ...(i === parts.length - 1 ? after : [])];
    // Only the first part keeps the host's hint (delta.ts says why).
    return { ...(i === 0 ? host : plain), spans: normalizeSpans(spans) };
  });
  return [...target.slice(0, index), ...made, ...target.slice(index + 1)];
}

function remove(paragraphs: readonly Paragraph[], from: number, to: number): Paragraph[] {
  if (from === to) return [...paragraphs];
  const start = locate(paragraphs, from);
  const end = locate(paragraphs, to);
  const first = paragraphs[start.paragraph]!;
  const [kept] = splitSpans(first.spans, start.offset);
  const [, rest] = splitSpans(paragraphs[end.paragraph]!.spans, end.offset);
  const joined = { ...first, spans: normalizeSpans([...kept, ...rest]) };
  return [...paragraphs.slice(0, start.paragraph), joined, ...paragraphs.slice(end.paragraph + 1)];
}

/** Rewrites the spans of [from, to) in every paragraph the range crosses. */
function mapRange(paragraphs: readonly Paragraph[], from: number, to: number, change: (spans: Span[]) => Span[]): Paragraph[] {
  if (from === to) return [...paragraphs];
  let start = 0;
  return paragraphs.map((paragraph) => {
    const length = paragraphText(paragraph).length;
    const localFrom = Math.max(0, from - start);
    const localTo = Math.min(length, to - start);
    start += length + 1;
    if (localFrom >= localTo) return paragraph;
    const [head, tail] = splitSpans(paragraph.spans, localFrom);
    const [middle, rest] = splitSpans(tail, localTo - localFrom);
    return { ...paragraph, spans: normalizeSpans([...head, ...change(middle), ...rest]) };
  });
}

const ATTR_KEYS = ['role', 'align', 'direction', 'lang', 'list', 'hint'] as const;

function restyle(paragraphs: readonly Paragraph[], from: number, to: number, patch: ParagraphPatch): Paragraph[] {
  const first = locate(paragraphs, from).paragraph;
  const last = locate(paragraphs, to).paragraph;
  return paragraphs.map((paragraph, index) => (index < first || index > last ? paragraph : patchParagraph(paragraph, patch)));
}

export function patchParagraph(paragraph: Paragraph, patch: ParagraphPatch): Paragraph {
  const next: Record<string, unknown> = { ...paragraph };
  for (const key of ATTR_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  if (next.role === undefined) next.role = 'normalText';
  return next as Paragraph;
}

export function paragraphAttrs(paragraph: Paragraph): ParagraphAttrs {
  const attrs: Record<string, unknown> = {};
  for (const key of ATTR_KEYS) if (paragraph[key] !== undefined) attrs[key] = paragraph[key];
  return attrs as ParagraphAttrs;
}

export function emptyParagraph(): Paragraph {
  return { role: 'normalText', spans: [] };
}
