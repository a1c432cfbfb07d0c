import { type Reference } from '@folio/contracts';
import { useDraftStore } from '../ai-create/draft-store.ts';
import type { ProjectKind } from '../ai-create/generation-store.ts';

/**
 * Hands the post to the AI creation flow rather than repeating it: a fresh draft whose prompt is
 * the post's title, whose only reference is the post, with the kind and count picked here, and
 * its storyline already being written. The caller then opens `…/new?mode=ai`, where the person
 * reviews the storyline and generates as with any other deck.
 */
export function startFromPost(reference: Reference, address: string, kind: ProjectKind, slideCount: number, fallbackTitle: string): string {
  const draft = useDraftStore.getState();
  draft.open(kind);
  draft.reset();
  draft.setPrompt(reference.title.trim() || fallbackTitle);
  draft.setOptions({ slideCount });
  draft.attach({ key: `post-${Date.now()}`, kind: 'url', name: reference.title.trim() || address, state: 'ready', progress: 100, reference });
  void useDraftStore.getState().plan();
  return `${kind === 'page' ? '/p' : '/presentation'}/new?mode=ai`;
}
