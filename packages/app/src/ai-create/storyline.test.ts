import { describe, expect, it } from 'vitest';
import { STORYLINE_MAX_ITEMS } from '@folio/contracts';
import { addItem, canAdd, deleteItem, duplicateItem, editText, EMPTY_STORYLINE, itemsToGenerate, loadItem, moveItem, redo, undo, type Storyline } from './storyline.ts';

function planned(count: number): Storyline {
  let storyline = EMPTY_STORYLINE;
  for (let n = 1; n <= count; n += 1) storyline = loadItem(storyline, { id: `s${n}`, text: `Slide ${n}` });
  return storyline;
}

const texts = (storyline: Storyline) => storyline.items.map((item) => item.text);

describe('storyline editing', () => {
  it('shows planned items without making them undoable', () => {
    const storyline = planned(3);
    expect(texts(storyline)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(undo(storyline)).toBe(storyline);
  });

  it('adds, duplicates, deletes and reorders items, each undone and redone as one step', () => {
    let storyline = planned(3);
    storyline = deleteItem(storyline, 's2');
    storyline = addItem(storyline, 0, 'new');
    storyline = editText(storyline, 'new', 'M');
    storyline = editText(storyline, 'new', 'Market');
    storyline = duplicateItem(storyline, 's1', 'copy');
    storyline = moveItem(storyline, 3, 0);
    expect(texts(storyline)).toEqual(['Slide 3', 'Slide 1', 'Slide 1', 'Market']);

    storyline = undo(storyline);
    expect(texts(storyline)).toEqual(['Slide 1', 'Slide 1', 'Market', 'Slide 3']);
    storyline = undo(storyline);
    // The two keystrokes in one item were one step.
    expect(texts(storyline)).toEqual(['Slide 1', 'Market', 'Slide 3']);
    storyline = undo(storyline);
    expect(texts(storyline)).toEqual(['Slide 1', '', 'Slide 3']);
    storyline = redo(redo(storyline));
    expect(texts(storyline)).toEqual(['Slide 1', 'Slide 1', 'Market', 'Slide 3']);
  });

  it('keeps only the last 8 steps of history', () => {
    let storyline = planned(12);
    for (let n = 1; n <= 10; n += 1) storyline = deleteItem(storyline, `s${n}`);
    expect(texts(storyline)).toEqual(['Slide 11', 'Slide 12']);
    let undone = 0;
    while (undo(storyline) !== storyline) {
      storyline = undo(storyline);
      undone += 1;
    }
    expect(undone).toBe(8);
    // The first two deletions fell off the history.
    expect(texts(storyline)).toEqual(['Slide 3', 'Slide 4', 'Slide 5', 'Slide 6', 'Slide 7', 'Slide 8', 'Slide 9', 'Slide 10', 'Slide 11', 'Slide 12']);
  });

  it('refuses a 21st item, whether added or duplicated', () => {
    let storyline = planned(STORYLINE_MAX_ITEMS - 1);
    storyline = addItem(storyline, 0, 'twentieth');
    expect(storyline.items).toHaveLength(STORYLINE_MAX_ITEMS);
    expect(canAdd(storyline)).toBe(false);
    expect(addItem(storyline, 0, 'x')).toBe(storyline);
    expect(duplicateItem(storyline, 's1', 'x')).toBe(storyline);
    expect(canAdd(deleteItem(storyline, 's1'))).toBe(true);
  });

  it('a new edit after undo drops the redo steps', () => {
    let storyline = deleteItem(planned(2), 's1');
    storyline = undo(storyline);
    storyline = deleteItem(storyline, 's2');
    expect(redo(storyline)).toBe(storyline);
    expect(texts(storyline)).toEqual(['Slide 1']);
  });

  it('ignores moves outside the list and sends only items with text', () => {
    const storyline = addItem(planned(2), 1, 'blank');
    expect(moveItem(storyline, 0, 5)).toBe(storyline);
    expect(itemsToGenerate(editText(storyline, 's1', '  Intro  '))).toEqual([
      { id: 's1', text: 'Intro' },
      { id: 's2', text: 'Slide 2' },
    ]);
  });
});
