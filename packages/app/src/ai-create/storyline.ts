import { STORYLINE_HISTORY_STEPS, STORYLINE_MAX_ITEMS, type StorylineItem } from '@folio/contracts';

/**
 * The storyline being edited with its own undo history (§4: 8 steps; loading not recorded).
 * Every function returns a new value, or the same one when the edit is refused, so a screen
 * can hold it in state and a test can check it without rendering anything.
 */
export interface Storyline {
  items: readonly StorylineItem[];
  past: readonly (readonly StorylineItem[])[];
  future: readonly (readonly StorylineItem[])[];
  /** The item whose text was edited last: further typing in it extends that undo step. */
  typingIn: string | null;
}

export const EMPTY_STORYLINE: Storyline = { items: [], past: [], future: [], typingIn: null };

/** Items arriving from ai/slide/plan: shown, but not undoable, and the history starts over. */
export function loadItem(storyline: Storyline, item: StorylineItem): Storyline {
  return { items: [...storyline.items, item], past: [], future: [], typingIn: null };
}

export function canAdd(storyline: Storyline): boolean {
  return storyline.items.length < STORYLINE_MAX_ITEMS;
}

/** One undoable step: the items before it go on the history, at most STORYLINE_HISTORY_STEPS deep. */
function record(storyline: Storyline, items: readonly StorylineItem[], typingIn: string | null = null): Storyline {
  const past = [...storyline.past, storyline.items].slice(-STORYLINE_HISTORY_STEPS);
  return { items, past, future: [], typingIn };
}

/** Typing: consecutive changes to one item are one undo step, so undo does not go letter by letter. */
export function editText(storyline: Storyline, id: string, text: string): Storyline {
  const index = storyline.items.findIndex((item) => item.id === id);
  if (index < 0 || storyline.items[index]!.text === text) return storyline;
  const items = storyline.items.map((item) => (item.id === id ? { ...item, text } : item));
  if (storyline.typingIn === id) return { ...storyline, items, future: [] };
  return record(storyline, items, id);
}

/** A new empty item after `index` (-1: first). */
export function addItem(storyline: Storyline, index: number, id: string): Storyline {
  if (!canAdd(storyline)) return storyline;
  const items = [...storyline.items];
  items.splice(index + 1, 0, { id, text: '' });
  return record(storyline, items);
}

export function duplicateItem(storyline: Storyline, id: string, newId: string): Storyline {
  const index = storyline.items.findIndex((item) => item.id === id);
  if (index < 0 || !canAdd(storyline)) return storyline;
  const items = [...storyline.items];
  items.splice(index + 1, 0, { id: newId, text: storyline.items[index]!.text });
  return record(storyline, items);
}

export function deleteItem(storyline: Storyline, id: string): Storyline {
  if (!storyline.items.some((item) => item.id === id)) return storyline;
  return record(
    storyline,
    storyline.items.filter((item) => item.id !== id),
  );
}

/** Moves the item at `from` so that it ends up at index `to`. */
export function moveItem(storyline: Storyline, from: number, to: number): Storyline {
  const last = storyline.items.length - 1;
  if (from === to || from < 0 || from > last || to < 0 || to > last) return storyline;
  const items = [...storyline.items];
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  return record(storyline, items);
}

export function undo(storyline: Storyline): Storyline {
  const previous = storyline.past.at(-1);
  if (!previous) return storyline;
  return { items: previous, past: storyline.past.slice(0, -1), future: [storyline.items, ...storyline.future], typingIn: null };
}

export function redo(storyline: Storyline): Storyline {
  const [next, ...future] = storyline.future;
  if (!next) return storyline;
  return { items: next, past: [...storyline.past, storyline.items].slice(-STORYLINE_HISTORY_STEPS), future, typingIn: null };
}

/** What generate is sent: the items with text, trimmed (an empty new item is not a slide). */
export function itemsToGenerate(storyline: Storyline): StorylineItem[] {
  return storyline.items.map((item) => ({ id: item.id, text: item.text.trim() })).filter((item) => item.text.length > 0);
}
