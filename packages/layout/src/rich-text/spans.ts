import type { Marks, Span } from '../schema/text.ts';
import type { MarksPatch } from './text-edit.ts';

const MARK_KEYS = ['bold', 'italic', 'underline', 'strike', 'link', 'color'] as const;

export function sameMarks(a: Marks | undefined, b: Marks | undefined): boolean {
  return MARK_KEYS.every((key) => (a?.[key] ?? undefined) === (b?.[key] ?? undefined));
}

/** Marks without false or missing entries, or undefined when none is left: one spelling per set. */
export function cleanMarks(marks: Marks | undefined): Marks | undefined {
  if (!marks) return undefined;
  const clean: Marks = {};
  for (const key of MARK_KEYS) {
    const value = marks[key];
    if (value !== undefined && value !== false) (clean as Record<string, unknown>)[key] = value;
  }
  return Object.keys(clean).length > 0 ? clean : undefined;
}

export function patchMarks(marks: Marks | undefined, patch: MarksPatch): Marks | undefined {
  const next: Record<string, unknown> = { ...marks };
  for (const key of MARK_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return cleanMarks(next as Marks);
}

export function span(text: string, marks: Marks | undefined): Span {
  const clean = cleanMarks(marks);
  return clean ? { text, marks: clean } : { text };
}

/** Drops empty spans and joins neighbours with the same marks, so one text has one spelling. */
export function normalizeSpans(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const each of spans) {
    if (each.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last.marks, each.marks)) out[out.length - 1] = span(last.text + each.text, last.marks);
    else out.push(span(each.text, each.marks));
  }
  return out;
}

/** Spans split at `at` (an offset in their joined text). */
export function splitSpans(spans: readonly Span[], at: number): [Span[], Span[]] {
  const before: Span[] = [];
  const after: Span[] = [];
  let start = 0;
  for (const each of spans) {
    const end = start + each.text.length;
    if (end <= at) before.push(each);
    else if (start >= at) after.push(each);
    else {
      before.push(span(each.text.slice(0, at - start), each.marks));
      after.push(span(each.text.slice(at - start), each.marks));
    }
    start = end;
  }
  return [before, after];
}

/** The marks typing at `at` continues: those of the character before it, else of the one after. */
export function marksAt(spans: readonly Span[], at: number): Marks | undefined {
  let start = 0;
  for (const each of spans) {
    const end = start + each.text.length;
    if (at > start && at <= end) return each.marks;
    start = end;
  }
  return spans[0]?.marks;
}
