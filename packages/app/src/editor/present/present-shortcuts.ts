import type { PresentFrom } from './present-store.ts';

interface Press {
  key: string;
  shiftKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/**
 * The keys that start a presentation, as the common tools have them: F5 from the beginning and
 * Shift+F5 from the current slide (PowerPoint), ⌘/Ctrl+Enter from the current slide and
 * ⌘/Ctrl+Shift+Enter from the beginning (Google Slides). Null for any other key.
 */
export function presentShortcut(press: Press, apple: boolean): PresentFrom | null {
  if (press.altKey) return null;
  const mod = apple ? press.metaKey : press.ctrlKey;
  if (press.key === 'F5' && !press.metaKey && !press.ctrlKey) return press.shiftKey ? 'current' : 'beginning';
  if (press.key === 'Enter' && mod) return press.shiftKey ? 'beginning' : 'current';
  return null;
}
