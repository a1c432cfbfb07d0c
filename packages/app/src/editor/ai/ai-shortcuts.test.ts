import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../commands/shortcuts.ts';
import { aiCommandFor } from './ai-shortcuts.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, code: key === '\\' ? 'Backslash' : `Key${key.toUpperCase()}`, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });

describe('AI chat shortcuts', () => {
  it('uses ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(aiCommandFor(press('j', { metaKey: true }), true)).toBe('toggleChat');
    expect(aiCommandFor(press('j', { ctrlKey: true }), true)).toBeNull();
    expect(aiCommandFor(press('j', { ctrlKey: true }), false)).toBe('toggleChat');
    expect(aiCommandFor(press('k', { ctrlKey: true }), false)).toBe('newChat');
    expect(aiCommandFor(press('\\', { ctrlKey: true }), false)).toBe('switchMode');
  });

  it('reads the backslash by its key position, whatever the layout types there', () => {
    expect(aiCommandFor({ ...press('#', { metaKey: true }), code: 'Backslash' }, true)).toBe('switchMode');
  });

  it('leaves other combinations alone', () => {
    expect(aiCommandFor(press('j'), false)).toBeNull();
    expect(aiCommandFor(press('K', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(aiCommandFor(press('z', { ctrlKey: true }), false)).toBeNull();
  });
});
