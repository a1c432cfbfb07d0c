import { useEffect } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { contentNode } from '../blocks/default-content.ts';
import { useEditorStore } from '../editor-store.ts';
import { deleteSelection } from './block-commands.ts';
import { BLOCKS_MIME, copiedBlocks, imageFromClipboard, insertAll, pasteInto } from './block-clipboard.ts';

/**
 * Copy, cut and paste of whole blocks through the system clipboard (§2), so blocks move
 * between slides, tabs and projects, and text or images from other apps become blocks.
 * Fields and the text being edited keep their own clipboard handling.
 */
export function useBlockClipboard(session: EditorSession | null): void {
  useEffect(() => {
    if (!session) return;
    const inField = (event: Event) => {
      const target = event.target as HTMLElement | null;
      return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    };
    const onCopy = (event: ClipboardEvent) => {
      const { pageId, selection, editing } = useEditorStore.getState();
      if (inField(event) || editing || !pageId || selection.length === 0 || !event.clipboardData) return;
      const copied = copiedBlocks(session.doc, pageId, selection);
      if (!copied) return;
      event.preventDefault();
      event.clipboardData.setData(BLOCKS_MIME, copied.json);
      event.clipboardData.setData('text/plain', copied.text);
      if (event.type === 'cut') deleteSelection(session.doc, pageId);
    };
    const onPaste = (event: ClipboardEvent) => {
      const { pageId, editing } = useEditorStore.getState();
      if (inField(event) || editing || !pageId || !event.clipboardData) return;
      event.preventDefault();
      const data = event.clipboardData;
      if ([...data.files].some((file) => file.type.startsWith('image/'))) {
        void imageFromClipboard(data).then((src) => {
          if (src) insertAll(session.doc, pageId, [contentNode({ kind: 'image', src, fit: 'contain' })]);
        });
        return;
      }
      pasteInto(session.doc, pageId, data);
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [session]);
}
