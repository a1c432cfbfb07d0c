import { describe, expect, test } from 'vitest';
import { commandFor, shortcutLabel, type KeyPress } from './shortcuts.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: mods.code ?? (/^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`),
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('§2 shortcuts', () => {
  test('⌘Z undoes and ⌘⇧Z redoes on a Mac; Ctrl does on other systems', () => {
    expect(commandFor(press('z', { metaKey: true }), true)).toEqual({ type: 'undo' });
    expect(commandFor(press('Z', { metaKey: true, shiftKey: true }), true)).toEqual({ type: 'redo' });
    expect(commandFor(press('z', { ctrlKey: true }), false)).toEqual({ type: 'undo' });
    expect(commandFor(press('z', { ctrlKey: true }), true)).toBeNull();
  });

  test('meta+d duplicates and meta+shift+s adds a slide', () => {
    expect(commandFor(press('d', { ctrlKey: true }), false)).toEqual({ type: 'duplicate' });
    expect(commandFor(press('S', { ctrlKey: true, shiftKey: true }), false)).toEqual({ type: 'newSlide' });
  });

  test('meta+arrows add a block on that side', () => {
    expect(commandFor(press('ArrowLeft', { metaKey: true, code: 'ArrowLeft' }), true)).toEqual({ type: 'addBlock', side: 'left' });
    expect(commandFor(press('ArrowDown', { ctrlKey: true, code: 'ArrowDown' }), false)).toEqual({ type: 'addBlock', side: 'bottom' });
  });

  test('alt+shift+1/2/3 align top, middle, bottom even when the Mac keyboard types a symbol', () => {
    expect(commandFor(press('⁄', { altKey: true, shiftKey: true, code: 'Digit1' }), true)).toEqual({ type: 'align', align: 'top' });
    expect(commandFor(press('@', { altKey: true, shiftKey: true, code: 'Digit2' }), false)).toEqual({ type: 'align', align: 'middle' });
    expect(commandFor(press('#', { altKey: true, shiftKey: true, code: 'Digit3' }), false)).toEqual({ type: 'align', align: 'bottom' });
  });

  test('Delete and Backspace delete the selection', () => {
    expect(commandFor(press('Delete', { code: 'Delete' }), false)).toEqual({ type: 'delete' });
    expect(commandFor(press('Backspace', { code: 'Backspace' }), true)).toEqual({ type: 'delete' });
  });

  test('plain letters are not commands', () => {
    expect(commandFor(press('d'), false)).toBeNull();
  });

  test('labels use ⌘ symbols on a Mac and Ctrl+ elsewhere', () => {
    expect(shortcutLabel({ meta: true, shift: true, key: 'Z' }, true)).toBe('⌘⇧Z');
    expect(shortcutLabel({ meta: true, shift: true, key: 'Z' }, false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel({ alt: true, shift: true, key: '1' }, false)).toBe('Alt+Shift+1');
  });
});
