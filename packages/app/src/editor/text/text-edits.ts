import { deltaToParagraphs, editToDelta, LOCAL_ORIGIN, marksAt, locate, textOf, type DeltaOp, type Marks, type Paragraph, type TextEdit } from '@folio/layout';
import type * as Y from 'yjs';

/** A text selection in block offsets (paragraph texts joined by '\n'); collapsed when anchor = focus. */
export interface TextSelection {
  anchor: number;
  focus: number;
}

export function ordered(selection: TextSelection): [number, number] {
  return selection.anchor <= selection.focus ? [selection.anchor, selection.focus] : [selection.focus, selection.anchor];
}

/** The block's paragraphs as the shared text holds them now (not as last drawn). */
export function liveParagraphs(ydoc: Y.Doc, blockId: string): Paragraph[] {
  const text = textOf(ydoc, blockId);
  return text ? deltaToParagraphs(text.toDelta() as DeltaOp[]) : [];
}

/** One rich-text edit onto the block's Y.Text, as one local transaction (recorded by History). */
export function applyEdit(ydoc: Y.Doc, blockId: string, edit: TextEdit): void {
  const text = textOf(ydoc, blockId);
  if (!text) return;
  const delta = editToDelta(liveParagraphs(ydoc, blockId), edit);
  ydoc.transact(() => text.applyDelta(delta), LOCAL_ORIGIN);
}

/** The marks typing at `at` continues: those of the character before, as word processors do. */
export function marksBefore(paragraphs: readonly Paragraph[], at: number): Marks | undefined {
  const { paragraph, offset } = locate(paragraphs, at);
  const host = paragraphs[paragraph];
  return host ? marksAt(host.spans, offset) : undefined;
}

/** Types `text` over the selection; returns the collapsed selection after it. */
export function typeText(ydoc: Y.Doc, blockId: string, selection: TextSelection, text: string, marks?: Marks): TextSelection {
  const [from, to] = ordered(selection);
  const inherited = marks ?? marksBefore(liveParagraphs(ydoc, blockId), from);
  ydoc.transact(() => {
    if (to > from) applyEdit(ydoc, blockId, { type: 'delete', from, to });
    if (text) applyEdit(ydoc, blockId, { type: 'insert', at: from, text, ...(inherited ? { marks: inherited } : {}) });
  }, LOCAL_ORIGIN);
  const at = from + text.length;
  return { anchor: at, focus: at };
}

/** Deletes the selection, or `[from, to)` when it is collapsed; returns the caret after. */
export function deleteRange(ydoc: Y.Doc, blockId: string, from: number, to: number): TextSelection {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  if (hi > lo) applyEdit(ydoc, blockId, { type: 'delete', from: lo, to: hi });
  return { anchor: lo, focus: lo };
}
