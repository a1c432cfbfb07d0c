import type { Marks, Paragraph } from '../schema/text.ts';
import { blockOffset, locate, paragraphText } from './block-text.ts';
import { emptyParagraph, paragraphAttrs } from './apply-text-edit.ts';
import { cleanMarks, normalizeSpans, span } from './spans.ts';
import type { TextEdit } from './text-edit.ts';

/**
 * The Quill delta a Y.Text speaks (`toDelta`, `applyDelta`). Marks are attributes of the
 * characters; a paragraph's role, alignment, direction, language and list are attributes
 * of the '\n' that ends it, and the last paragraph ends with a '\n' too, so every
 * paragraph has one to carry its style. A normalText paragraph carries no role. A hint is
 * such an attribute too: it stays while the paragraph is typed into (it shows again once
 * the text is deleted, and undo restores it with the text).
 */
export type DeltaAttributes = Record<string, unknown>;
export type DeltaOp =
  | { insert: string; attributes?: DeltaAttributes }
  | { retain: number; attributes?: DeltaAttributes }
  | { delete: number };

const MARK_KEYS = ['bold', 'italic', 'underline', 'strike', 'link', 'color'] as const;
const PARAGRAPH_KEYS = ['role', 'align', 'direction', 'lang', 'list', 'hint'] as const;

export function paragraphsToDelta(paragraphs: readonly Paragraph[]): DeltaOp[] {
  const ops: DeltaOp[] = [];
  for (const paragraph of paragraphs) {
    for (const each of paragraph.spans) {
      const marks = cleanMarks(each.marks);
      ops.push(marks ? { insert: each.text, attributes: { ...marks } } : { insert: each.text });
    }
    const attrs = newlineAttributes(paragraph);
    ops.push(Object.keys(attrs).length > 0 ? { insert: '\n', attributes: attrs } : { insert: '\n' });
  }
  return ops;
}

/** Reads what `Y.Text.toDelta()` returns. Unknown attributes are dropped. */
export function deltaToParagraphs(delta: readonly DeltaOp[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let spans: Paragraph['spans'] = [];
  for (const op of delta) {
    if (!('insert' in op) || typeof op.insert !== 'string') continue;
    const parts = op.insert.split('\n');
    parts.forEach((part, index) => {
      if (part !== '') spans.push(span(part, pick(op.attributes, MARK_KEYS) as Marks));
      if (index < parts.length - 1) {
        paragraphs.push({ ...emptyParagraph(), ...(pick(op.attributes, PARAGRAPH_KEYS) as Partial<Paragraph>), spans: normalizeSpans(spans) });
        spans = [];
      }
    });
  }
  if (spans.length > 0 || paragraphs.length === 0) paragraphs.push({ ...emptyParagraph(), spans: normalizeSpans(spans) });
  return paragraphs;
}

/**
 * The delta that makes a Y.Text holding `paragraphs` (as `paragraphsToDelta` writes them)
 * equal to `applyTextEdit(paragraphs, edit)`. The editor applies it to the shared Y.Text,
 * so collaborative and local edits follow the same rules.
 */
export function editToDelta(paragraphs: readonly Paragraph[], edit: TextEdit): DeltaOp[] {
  const ops: DeltaOp[] = [];
  const retain = (count: number, attributes?: DeltaAttributes) => {
    if (count > 0) ops.push(attributes ? { retain: count, attributes } : { retain: count });
  };
  switch (edit.type) {
    case 'insert': {
      retain(edit.at);
      const host = paragraphs[locate(paragraphs, edit.at).paragraph];
      const newline = host ? newlineAttributes(host) : {};
      const marks = cleanMarks(edit.marks);
      const parts = edit.text.split('\n');
      // The paragraph split keeps its hint on its first part only: Enter after typing over a hint starts a plain paragraph.
      const { hint, ...plain } = newline;
      parts.forEach((part, index) => {
        const attrs = index === 1 ? newline : plain;
        if (index > 0) ops.push(Object.keys(attrs).length > 0 ? { insert: '\n', attributes: attrs } : { insert: '\n' });
        if (part !== '') ops.push(marks ? { insert: part, attributes: { ...marks } } : { insert: part });
      });
      if (hint !== undefined && parts.length > 1) {
        const { paragraph, offset } = locate(paragraphs, edit.at);
        retain(paragraphText(paragraphs[paragraph]!).length - offset);
        retain(1, { hint: null });
      }
      return ops;
    }
    case 'delete': {
      if (edit.from === edit.to) return ops;
      retain(edit.from);
      ops.push({ delete: edit.to - edit.from });
      const start = locate(paragraphs, edit.from);
      const end = locate(paragraphs, edit.to);
      if (start.paragraph !== end.paragraph) {
        // The joined paragraph ends with the later paragraph's '\n': give it the first one's style.
        retain(paragraphText(paragraphs[end.paragraph]!).length - end.offset);
        retain(1, replaceAttributes(paragraphs[start.paragraph]!, paragraphs[end.paragraph]!));
      }
      return ops;
    }
    case 'format': {
      retain(edit.from);
      const patch = Object.fromEntries(MARK_KEYS.filter((key) => key in edit.marks).map((key) => [key, edit.marks[key] === false ? null : (edit.marks[key] ?? null)]));
      for (const part of blockSlice(paragraphs, edit.from, edit.to).split(/(\n)/)) {
        if (part !== '') retain(part.length, part === '\n' ? undefined : patch);
      }
      return ops;
    }
    case 'paragraph': {
      const first = locate(paragraphs, edit.from).paragraph;
      const last = locate(paragraphs, edit.to).paragraph;
      const patch = Object.fromEntries(
        PARAGRAPH_KEYS.filter((key) => key in edit.attrs).map((key) => [key, key === 'role' && edit.attrs.role === 'normalText' ? null : (edit.attrs[key] ?? null)]),
      );
      let at = 0;
      for (let index = first; index <= last; index += 1) {
        const newline = blockOffset(paragraphs, { paragraph: index, offset: paragraphText(paragraphs[index]!).length });
        retain(newline - at);
        retain(1, patch);
        at = newline + 1;
      }
      return ops;
    }
  }
}

function newlineAttributes(paragraph: Paragraph): DeltaAttributes {
  const attrs: DeltaAttributes = { ...paragraphAttrs(paragraph) };
  if (attrs.role === 'normalText') delete attrs.role;
  return attrs;
}

/** Attributes that turn `from`'s newline style into `to`'s: its values, and null for what it lacks. */
function replaceAttributes(to: Paragraph, from: Paragraph): DeltaAttributes | undefined {
  const want = newlineAttributes(to);
  const have = newlineAttributes(from);
  const patch: DeltaAttributes = {};
  for (const key of PARAGRAPH_KEYS) {
    if (JSON.stringify(want[key]) !== JSON.stringify(have[key])) patch[key] = want[key] ?? null;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

function blockSlice(paragraphs: readonly Paragraph[], from: number, to: number): string {
  return paragraphs.map(paragraphText).join('\n').slice(from, to);
}

function pick(attributes: DeltaAttributes | undefined, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (attributes?.[key] !== undefined && attributes[key] !== null) out[key] = attributes[key];
  return out;
}
