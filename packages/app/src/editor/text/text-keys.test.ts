import { describe, expect, test } from 'vitest';
import type { KeyPress } from '../commands/shortcuts.ts';
import { textActionFor, textActionForInput } from './text-keys.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, code: key, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });

describe('keys while typing in a text block', () => {
  test('Option+arrows jump words on a Mac, Ctrl+arrows elsewhere', () => {
    expect(textActionFor(press('ArrowLeft', { altKey: true }), true)).toEqual({ type: 'move', motion: 'wordLeft', extend: false });
    expect(textActionFor(press('ArrowRight', { ctrlKey: true }), false)).toEqual({ type: 'move', motion: 'wordRight', extend: false });
  });

  test('⌘+arrows go to the line ends and the text ends on a Mac', () => {
    expect(textActionFor(press('ArrowLeft', { metaKey: true }), true)).toEqual({ type: 'move', motion: 'lineStart', extend: false });
    expect(textActionFor(press('ArrowDown', { metaKey: true, shiftKey: true }), true)).toEqual({ type: 'move', motion: 'end', extend: true });
  });

  test('Home and End go to the line ends, with Ctrl to the text ends', () => {
    expect(textActionFor(press('Home'), false)).toEqual({ type: 'move', motion: 'lineStart', extend: false });
    expect(textActionFor(press('End', { ctrlKey: true, shiftKey: true }), false)).toEqual({ type: 'move', motion: 'end', extend: true });
  });

  test('Shift extends the selection', () => {
    expect(textActionFor(press('ArrowUp', { shiftKey: true }), false)).toEqual({ type: 'move', motion: 'up', extend: true });
  });

  test('Backspace deletes a character, with Option or Ctrl a word, with ⌘ to the line start', () => {
    expect(textActionFor(press('Backspace'), false)).toEqual({ type: 'delete', direction: 'backward', unit: 'char' });
    expect(textActionFor(press('Backspace', { altKey: true }), true)).toEqual({ type: 'delete', direction: 'backward', unit: 'word' });
    expect(textActionFor(press('Delete', { ctrlKey: true }), false)).toEqual({ type: 'delete', direction: 'forward', unit: 'word' });
    expect(textActionFor(press('Backspace', { metaKey: true }), true)).toEqual({ type: 'delete', direction: 'backward', unit: 'line' });
  });

  test('meta+B/I/U toggle bold, italic and underline', () => {
    expect(textActionFor(press('b', { metaKey: true }), true)).toEqual({ type: 'format', mark: 'bold' });
    expect(textActionFor(press('I', { ctrlKey: true, key: 'i' }), false)).toEqual({ type: 'format', mark: 'italic' });
    expect(textActionFor(press('u', { ctrlKey: true }), false)).toEqual({ type: 'format', mark: 'underline' });
  });

  test('characters are left to input events, so IME and dead keys work', () => {
    expect(textActionFor(press('a'), false)).toBeNull();
    expect(textActionFor(press('Dead'), true)).toBeNull();
    expect(textActionFor(press('Process'), false)).toBeNull();
  });

  test('a touch keyboard’s deletions and the edit menu’s undo mean what the keys mean; typing is not an action', () => {
    expect(textActionForInput('deleteWordBackward')).toEqual({ type: 'delete', direction: 'backward', unit: 'word' });
    expect(textActionForInput('deleteContentForward')).toEqual({ type: 'delete', direction: 'forward', unit: 'char' });
    expect(textActionForInput('historyRedo')).toEqual({ type: 'redo' });
    expect(textActionForInput('insertText')).toBeNull();
    expect(textActionForInput('__proto__')).toBeNull();
  });
});
