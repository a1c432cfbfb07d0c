import type * as Y from 'yjs';

/** What a History exposes to the structural edits of its document. */
export interface StepBoundary {
  separate(): void;
}

const boundaries = new WeakMap<Y.Doc, StepBoundary>();

export function registerStepBoundary(ydoc: Y.Doc, boundary: StepBoundary | undefined): void {
  if (boundary) boundaries.set(ydoc, boundary);
  else boundaries.delete(ydoc);
}

/**
 * Makes the coming structural edit (a move, a new slide, a theme) its own undo step. Without
 * it the undo manager merges every change made within half a second, so undoing a move made
 * right after typing would take the typing back too.
 */
export function separateStep(ydoc: Y.Doc): void {
  boundaries.get(ydoc)?.separate();
}
