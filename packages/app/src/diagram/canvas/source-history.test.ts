import { describe, expect, it } from 'vitest';
import { change, redo, startHistory, undo } from './source-history.ts';

describe('the diagram’s undo history', () => {
  it('undoes a run of typing in one step and each drawing edit in its own', () => {
    let history = startHistory('graph TD\nA');
    history = change(history, 'graph TD\nA-', 'typing');
    history = change(history, 'graph TD\nA--> B', 'typing');
    history = change(history, 'graph TD\nA--> B\n%% position: B 10 80', 'drawing');
    history = change(history, 'graph TD\nA--> B\n%% position: B 40 80', 'drawing');
    history = undo(history);
    expect(history.present).toBe('graph TD\nA--> B\n%% position: B 10 80');
    history = undo(history);
    expect(history.present).toBe('graph TD\nA--> B');
    history = undo(history);
    expect(history.present).toBe('graph TD\nA');
    expect(undo(history)).toBe(history);
  });

  it('redoes what was undone until something new is done', () => {
    let history = change(startHistory('a'), 'b', 'drawing');
    history = redo(undo(history));
    expect(history.present).toBe('b');
    history = undo(history);
    history = change(history, 'c', 'drawing');
    expect(redo(history).present).toBe('c');
    expect(undo(history).present).toBe('a');
  });

  it('starts a new typing step after an undo', () => {
    let history = change(startHistory('a'), 'ab', 'typing');
    history = undo(history);
    history = change(history, 'ax', 'typing');
    history = change(history, 'axy', 'typing');
    expect(undo(history).present).toBe('a');
  });
});
