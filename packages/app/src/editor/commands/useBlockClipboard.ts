import { findNode, readProject } from '@folio/layout';
import { useEffect } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { deleteSelection } from './block-commands.ts';
import { i18next } from '../../i18n/i18n.ts';
import { toast } from '../../stores/toast-store.ts';
import { imageAmong } from '../images/image-files.ts';
import { uploadImage } from '../images/upload-image.ts';
import { BLOCKS_MIME, copiedBlocks, pasteInto } from './block-clipboard.ts';

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
      const { pageId, editing, selection } = useEditorStore.getState();
      if (inField(event) || editing || !pageId || !event.clipboardData) return;
      event.preventDefault();
      const data = event.clipboardData;
      if (data.files.length > 0) {
        // An image from another app is uploaded like a picked file: into the selected image
        // block, else placed beside the selection or in an empty block (`place-image.ts`).
        const { image, refused } = imageAmong([...data.files]);
        if (refused) toast(i18next.t('code.6000'), 'error');
        if (!image) return;
        const layout = readProject(session.doc).pages.find((page) => page.id === pageId)?.layout;
        const selected = layout && selection.length === 1 ? findNode(layout, selection[0]!) : undefined;
        const target = selected?.type === 'content' && selected.content.kind === 'image' ? ({ kind: 'replace', blockId: selected.id } as const) : ({ kind: 'insert', pageId } as const);
        void uploadImage(session.doc, image, target);
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
