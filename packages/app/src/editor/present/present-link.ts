/**
 * What the presenter's window and the audience's window tell each other, over a
 * BroadcastChannel of their own (same origin, so no address checks are needed): the slide
 * shown, that the audience window is ready for it, and that either side ended.
 */
export type PresentMessage = { kind: 'slide'; index: number } | { kind: 'ready' } | { kind: 'end' };

export interface PresentLink {
  post(message: PresentMessage): void;
  close(): void;
}

export function isPresentMessage(data: unknown): data is PresentMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, index } = data as { kind?: unknown; index?: unknown };
  if (kind === 'slide') return typeof index === 'number' && Number.isInteger(index) && index >= 0;
  return kind === 'ready' || kind === 'end';
}

export function openPresentLink(key: string, onMessage: (message: PresentMessage) => void): PresentLink {
  const channel = new BroadcastChannel(`folio-present-${key}`);
  channel.onmessage = (event: MessageEvent) => {
    if (isPresentMessage(event.data)) onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

/** The audience window's address: the editor's own route, told to show the slides only. */
export function audienceUrl(pathname: string, key: string): string {
  return `${pathname}?audience=${encodeURIComponent(key)}`;
}

const FORWARD = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/** The slide a key moves to from `index` of `total`, or null when the key does not move. */
export function slideForKey(key: string, index: number, total: number): number | null {
  const last = Math.max(0, total - 1);
  if (FORWARD.has(key)) return Math.min(last, index + 1);
  if (BACKWARD.has(key)) return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
