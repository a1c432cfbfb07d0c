/**
 * Undo and redo for the diagram's text, which the drawing edits too: every change to the text,
 * typed or made on the drawing, is one state. A drawing edit is always its own step; a run of
 * typing is one step, as a text field's own undo would make it.
 */
export interface SourceHistory {
  past: string[];
  present: string;
  future: string[];
  /** How the present state was reached: typing goes on in the same step. */
  typing: boolean;
}

/** Steps kept: plenty for a session, and a bound on memory for 20,000-character texts. */
const MAX_STEPS = 100;

export function startHistory(source: string): SourceHistory {
  return { past: [], present: source, future: [], typing: false };
}

export function change(history: SourceHistory, source: string, how: 'typing' | 'drawing'): SourceHistory {
  if (source === history.present) return history;
  const typing = how === 'typing';
  const past = typing && history.typing ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: source, future: [], typing };
}

export function undo(history: SourceHistory): SourceHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], typing: false };
}

export function redo(history: SourceHistory): SourceHistory {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, typing: false };
}
