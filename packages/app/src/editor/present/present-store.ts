import { create } from 'zustand';
import { useEditorStore } from '../editor-store.ts';
import { audienceUrl } from './present-link.ts';

export type PresentFrom = 'beginning' | 'current';

/** The window the audience watches, and the channel key both windows share. */
export interface Audience {
  window: Window;
  key: string;
}

interface PresentStart {
  from: PresentFrom;
  /** Presenter view with the slides in another window; null when presenting in this window. */
  audience: Audience | null;
  /** The browser refused to open the audience window. */
  blocked: boolean;
}

/** How the presentation being started should start: read once by PresentMode as it opens. */
export const usePresentStart = create<PresentStart>(() => ({ from: 'current', audience: null, blocked: false }));

/**
 * Opens the audience window. Called straight from a click or key press, since browsers only
 * let a page open a window while a person's gesture is fresh; null when the browser blocked it.
 */
export function openAudienceWindow(): Audience | null {
  const key = crypto.randomUUID();
  const opened = window.open(audienceUrl(location.pathname, key), `folio-audience-${key}`, 'popup,width=1280,height=720');
  return opened ? { window: opened, key } : null;
}

/** Starts presenting from the first or the current slide, in this window or with the presenter view. */
export function startPresenting(from: PresentFrom, presenter = false): void {
  const editor = useEditorStore.getState();
  if (editor.presenting) return;
  const audience = presenter ? openAudienceWindow() : null;
  usePresentStart.setState({ from, audience, blocked: presenter && !audience });
  editor.present(true);
}
