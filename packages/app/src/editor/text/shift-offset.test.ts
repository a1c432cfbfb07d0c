import { expect, test } from 'vitest';
import * as Y from 'yjs';
import { shiftOffset, type TextDelta } from './shift-offset.ts';

/** The delta Yjs reports for a change, so the test uses exactly what the editor receives. */
function deltaOf(initial: string, change: (text: Y.Text) => void): TextDelta {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, initial);
  let delta: TextDelta = [];
  text.observe((event) => (delta = event.delta as TextDelta));
  change(text);
  return delta;
}

test('someone typing before the caret pushes it along', () => {
  expect(shiftOffset(5, deltaOf('hello world', (t) => t.insert(0, 'Oh, ')))).toBe(9);
});

test('someone typing after the caret leaves it where it is', () => {
  expect(shiftOffset(5, deltaOf('hello world', (t) => t.insert(8, 'XYZ')))).toBe(5);
});

test('someone typing exactly at the caret puts their text after it', () => {
  expect(shiftOffset(5, deltaOf('hello world', (t) => t.insert(5, '!!')))).toBe(5);
});

test('deleting text before the caret pulls it back', () => {
  expect(shiftOffset(8, deltaOf('hello world', (t) => t.delete(0, 6)))).toBe(2);
});

test('deleting around the caret leaves it where the deletion was', () => {
  expect(shiftOffset(5, deltaOf('hello world', (t) => t.delete(3, 5)))).toBe(3);
});

test('several changes in one transaction all count', () => {
  const delta = deltaOf('abcdefghij', (t) =>
    t.doc!.transact(() => {
      t.insert(0, 'XX');
      t.delete(5, 2);
    }),
  );
  // 'XXabcdefghij' then delete 'de': the caret after 'h' (8 → 10 → 8).
  expect(shiftOffset(8, delta)).toBe(8);
});
