import { findNode, pageFingerprint, readProject, updateContent, type BlockContent, type NodeId } from '@folio/layout';
import type { EditorSession } from '../collab/editor-session.ts';
import { editPage } from '../commands/page-edits.ts';
import { aiEditorApi } from './ai-editor-api.ts';
import { applyAiOperations } from './apply-operations.ts';

/**
 * Whether regenerating would lose the user's own work: the slide differs from what was
 * generated, or was not generated at all (made by hand, or redesigned since).
 */
export function isEditedSinceGenerated(session: EditorSession, pageId: string): boolean {
  const page = readProject(session.doc).pages.find((each) => each.id === pageId);
  if (!page) return false;
  return !page.origin || pageFingerprint(page) !== page.origin.generated;
}

/**
 * "Regenerate slide": the server makes a new version of one slide (same id) and the editor
 * puts it in place of the old as one undoable replacePage; other slides are not touched.
 */
export async function regenerateSlide(session: EditorSession, projectId: string, pageId: string): Promise<void> {
  const { page } = await aiEditorApi.regenerateSlide(projectId, pageId);
  applyAiOperations(session.doc, session.history, [{ op: 'replacePage', pageId, page }]);
}

/**
 * "Fill with AI" / "Regenerate block": new content for one block, written into that block only
 * (one undo step). A text block keeps its shared text and gets new words in it, so the rest of
 * the slide — and anyone typing elsewhere on it — is left alone.
 */
export async function regenerateBlock(session: EditorSession, pageId: string, blockId: string, prompt: string): Promise<void> {
  const current = currentContent(session, pageId, blockId);
  if (!current) return;
  const block = await aiEditorApi.placeholder(current.kind, current, prompt);
  // The slide or block may have gone while the answer was made: then there is nothing to fill.
  const now = currentContent(session, pageId, blockId);
  if (!now) return;
  if (block.kind === 'text' && now.kind === 'text') {
    applyAiOperations(session.doc, session.history, [{ op: 'setText', pageId, blockId, paragraphs: block.paragraphs }]);
    return;
  }
  session.history.stopCapturing();
  editPage(session.doc, pageId, (root) => updateContent(root, blockId as NodeId, block));
}

export function currentContent(session: EditorSession, pageId: string, blockId: string): BlockContent | undefined {
  const page = readProject(session.doc).pages.find((each) => each.id === pageId);
  const node = page && findNode(page.layout, blockId as NodeId);
  return node?.type === 'content' ? node.content : undefined;
}
