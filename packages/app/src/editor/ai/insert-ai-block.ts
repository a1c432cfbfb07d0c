import type { BlockContent } from '@folio/layout';
import type { EditorSession } from '../collab/editor-session.ts';
import { addBlock } from '../commands/block-commands.ts';
import { useEditorStore } from '../editor-store.ts';

/** A block made with AI lands like one from the insert toolbar: below the selection (or the slide), selected, one undo step. */
export function insertAiBlock(session: EditorSession, content: BlockContent): boolean {
  const { pageId } = useEditorStore.getState();
  if (!pageId) return false;
  return addBlock(session.doc, pageId, content);
}
