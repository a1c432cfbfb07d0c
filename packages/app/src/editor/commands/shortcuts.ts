import type { Side, VerticalAlign } from '@folio/layout';

/** What a key press asks the editor to do (PRODUCT.md §2 keyboard shortcuts). */
export type Command =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'duplicate' }
  | { type: 'delete' }
  | { type: 'addBlock'; side: Side }
  | { type: 'align'; align: VerticalAlign }
  | { type: 'newSlide' }
  | { type: 'editText' }
  | { type: 'deselect' };

export interface KeyPress {
  key: string;
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** §2 writes "meta": ⌘ on Apple systems, Ctrl elsewhere. */
export function isApplePlatform(platform: string = navigator.platform): boolean {
  return /Mac|iPhone|iPad/.test(platform);
}

const ARROW_SIDES: Record<string, Side> = { ArrowLeft: 'left', ArrowUp: 'top', ArrowRight: 'right', ArrowDown: 'bottom' };
const ALIGN_CODES: Record<string, VerticalAlign> = { Digit1: 'top', Digit2: 'middle', Digit3: 'bottom' };

/**
 * The block-level command of a key press, outside text editing (typing owns the keys there).
 * Digits are read from `code`, since Alt+Shift+1 types '⁄' on a Mac keyboard.
 */
export function commandFor(press: KeyPress, apple: boolean): Command | null {
  const meta = apple ? press.metaKey : press.ctrlKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (meta && !press.altKey) {
    if (key === 'z') return press.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && !apple) return { type: 'redo' };
    if (key === 'd' && !press.shiftKey) return { type: 'duplicate' };
    if (key === 's' && press.shiftKey) return { type: 'newSlide' };
    const side = ARROW_SIDES[press.key];
    if (side && !press.shiftKey) return { type: 'addBlock', side };
    return null;
  }
  if (press.altKey && press.shiftKey && !meta) {
    const align = ALIGN_CODES[press.code];
    return align ? { type: 'align', align } : null;
  }
  if (press.metaKey || press.ctrlKey || press.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  if (key === 'Enter') return { type: 'editText' };
  if (key === 'Escape') return { type: 'deselect' };
  return null;
}

/** A shortcut as the platform writes it: "⌘⇧Z" on a Mac, "Ctrl+Shift+Z" elsewhere. */
export function shortcutLabel(keys: { meta?: boolean; shift?: boolean; alt?: boolean; key: string }, apple: boolean): string {
  if (apple) return `${keys.meta ? '⌘' : ''}${keys.alt ? '⌥' : ''}${keys.shift ? '⇧' : ''}${keys.key}`;
  return [keys.meta ? 'Ctrl' : '', keys.alt ? 'Alt' : '', keys.shift ? 'Shift' : '', keys.key].filter(Boolean).join('+');
}
