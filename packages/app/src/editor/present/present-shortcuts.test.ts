import { describe, expect, it } from 'vitest';
import { presentShortcut } from './present-shortcuts.ts';

const press = (key: string, keys: { shift?: boolean; meta?: boolean; ctrl?: boolean; alt?: boolean } = {}) => ({ key, shiftKey: !!keys.shift, metaKey: !!keys.meta, ctrlKey: !!keys.ctrl, altKey: !!keys.alt });

describe('present shortcuts', () => {
  it('starts from the beginning or the current slide as PowerPoint and Google Slides do', () => {
    expect(presentShortcut(press('F5'), false)).toBe('beginning');
    expect(presentShortcut(press('F5', { shift: true }), false)).toBe('current');
    expect(presentShortcut(press('Enter', { ctrl: true }), false)).toBe('current');
    expect(presentShortcut(press('Enter', { ctrl: true, shift: true }), false)).toBe('beginning');
    expect(presentShortcut(press('Enter', { meta: true }), true)).toBe('current');
    expect(presentShortcut(press('Enter', { meta: true, shift: true }), true)).toBe('beginning');
  });

  it('leaves other keys alone', () => {
    expect(presentShortcut(press('Enter'), false)).toBeNull();
    expect(presentShortcut(press('Enter', { meta: true }), false)).toBeNull();
    expect(presentShortcut(press('Enter', { ctrl: true }), true)).toBeNull();
    expect(presentShortcut(press('F5', { ctrl: true }), false)).toBeNull();
    expect(presentShortcut(press('Enter', { ctrl: true, alt: true }), false)).toBeNull();
  });
});
