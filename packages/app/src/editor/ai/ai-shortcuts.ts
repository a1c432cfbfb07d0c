import type { KeyPress } from '../commands/shortcuts.ts';

export type AiCommand = 'toggleChat' | 'switchMode' | 'newChat';

/**
 * §2 "Show/hide AI chat: meta+j. Switch AI chat mode: meta+backslash. New chat: meta+k" — ⌘ on
 * Apple systems, Ctrl elsewhere. They work while typing too (in the chat box above all), so
 * the backslash is read from `code`: some layouts type it with Option or AltGr.
 */
export function aiCommandFor(press: KeyPress, apple: boolean): AiCommand | null {
  const meta = apple ? press.metaKey : press.ctrlKey;
  if (!meta || press.shiftKey || press.altKey) return null;
  if (press.code === 'Backslash' || press.key === '\\') return 'switchMode';
  const key = press.key.toLowerCase();
  if (key === 'j') return 'toggleChat';
  if (key === 'k') return 'newChat';
  return null;
}
