import type { CaretMotion } from '@folio/renderer';
import type { KeyPress } from '../commands/shortcuts.ts';

export type TextAction =
  | { type: 'move'; motion: CaretMotion; extend: boolean }
  | { type: 'delete'; direction: 'backward' | 'forward'; unit: 'char' | 'word' | 'line' }
  | { type: 'newline' }
  | { type: 'format'; mark: 'bold' | 'italic' | 'underline' | 'strike' }
  | { type: 'selectAll' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'exit' };

/**
 * The editing meaning of a key press in a text block, by platform convention: on a Mac,
 * Option moves by word and ⌘ by line or to the ends; elsewhere Ctrl moves by word, Home/End by
 * line and Ctrl+Home/End to the ends. Keys that type characters are not here: they arrive as
 * input events, so IME, dead keys and emoji all take the same path.
 */
export function textActionFor(press: KeyPress, apple: boolean): TextAction | null {
  const meta = apple ? press.metaKey : press.ctrlKey;
  const word = apple ? press.altKey : press.ctrlKey;
  const extend = press.shiftKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const left = key === 'ArrowLeft';
      if (apple && press.metaKey) return { type: 'move', motion: left ? 'lineStart' : 'lineEnd', extend };
      return { type: 'move', motion: word ? (left ? 'wordLeft' : 'wordRight') : left ? 'left' : 'right', extend };
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const up = key === 'ArrowUp';
      if (apple && press.metaKey) return { type: 'move', motion: up ? 'start' : 'end', extend };
      return { type: 'move', motion: up ? 'up' : 'down', extend };
    }
    case 'Home':
      return { type: 'move', motion: press.ctrlKey ? 'start' : 'lineStart', extend };
    case 'End':
      return { type: 'move', motion: press.ctrlKey ? 'end' : 'lineEnd', extend };
    case 'Backspace':
    case 'Delete': {
      const direction = key === 'Backspace' ? 'backward' : 'forward';
      const unit = apple && press.metaKey ? 'line' : word ? 'word' : 'char';
      return { type: 'delete', direction, unit };
    }
    case 'Enter':
      return meta ? null : { type: 'newline' };
    case 'Escape':
      return { type: 'exit' };
  }
  if (!meta || press.altKey) return null;
  if (key === 'b') return { type: 'format', mark: 'bold' };
  if (key === 'i') return { type: 'format', mark: 'italic' };
  if (key === 'u') return { type: 'format', mark: 'underline' };
  if (key === 'x' && press.shiftKey) return { type: 'format', mark: 'strike' };
  if (key === 'a') return { type: 'selectAll' };
  if (key === 'z') return press.shiftKey ? { type: 'redo' } : { type: 'undo' };
  if (key === 'y' && !apple) return { type: 'redo' };
  return null;
}

/** The editing meaning of an input event that types nothing: deletions and the browser's own undo, as the edit menu or a touch keyboard sends them. */
export function textActionForInput(inputType: string): TextAction | null {
  return INPUT_ACTIONS.get(inputType) ?? null;
}

const INPUT_ACTIONS = new Map<string, TextAction>([
  ['deleteContentBackward', { type: 'delete', direction: 'backward', unit: 'char' }],
  ['deleteContentForward', { type: 'delete', direction: 'forward', unit: 'char' }],
  ['deleteWordBackward', { type: 'delete', direction: 'backward', unit: 'word' }],
  ['deleteWordForward', { type: 'delete', direction: 'forward', unit: 'word' }],
  ['historyUndo', { type: 'undo' }],
  ['historyRedo', { type: 'redo' }],
]);
