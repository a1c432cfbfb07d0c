import type { TextSelection } from './text-edits.ts';

/** A Y.Text change as Y.YTextEvent.delta gives it. */
export type TextDelta = ReadonlyArray<{ retain?: number; insert?: unknown; delete?: number }>;

/**
 * Where an offset ends up after someone else's change to the text: text inserted before it
 * pushes it on, text deleted before it pulls it back, and deleting around it leaves it where
 * the deletion was. Text inserted exactly at the caret goes after it (another person's typing
 * does not carry this person's caret along).
 */
export function shiftOffset(offset: number, delta: TextDelta): number {
  // Walks the old text: retained and deleted stretches consume it, inserted ones do not.
  let old = 0;
  let shift = 0;
  for (const op of delta) {
    if (old >= offset) break;
    if (op.retain !== undefined) old += op.retain;
    else if (op.insert !== undefined) shift += typeof op.insert === 'string' ? op.insert.length : 1;
    else if (op.delete !== undefined) {
      shift -= Math.min(op.delete, offset - old);
      old += op.delete;
    }
  }
  return offset + shift;
}

export function shiftSelection(selection: TextSelection, delta: TextDelta): TextSelection {
  return { anchor: shiftOffset(selection.anchor, delta), focus: shiftOffset(selection.focus, delta) };
}
