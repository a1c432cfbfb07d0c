import { blockText, textOf } from '@folio/layout';
import { useEffect } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';
import { startFirstCell } from '../table/start-cell.ts';
import { liveParagraphs } from '../text/text-edits.ts';
import { addBlock, addSlide, alignSelection, deleteSelection, duplicateSelection } from './block-commands.ts';
import { commandFor, isApplePlatform } from './shortcuts.ts';

/**
 * The §2 shortcuts outside text editing. Keys typed into fields (title, notes, the text
 * being edited) belong to those fields.
 */
export function useEditorShortcuts(session: EditorSession | null): void {
  const t = useEditorT();
  useEffect(() => {
    if (!session) return;
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      // Enter and Space on a focused button or link press it.
      if (target && /^(BUTTON|A)$/.test(target.tagName) && (event.key === 'Enter' || event.key === ' ')) return;
      const command = commandFor(event, apple);
      const store = useEditorStore.getState();
      if (!command || store.presenting) return;
      const pageId = store.pageId;
      const hasSelection = store.selection.length > 0;
      switch (command.type) {
        case 'undo':
          session.history.undo();
          break;
        case 'redo':
          session.history.redo();
          break;
        case 'newSlide':
          addSlide(session.doc, pageId, { title: t('newSlideHints.title'), body: t('newSlideHints.body') });
          break;
        case 'duplicate':
          if (!pageId || !hasSelection) return;
          duplicateSelection(session.doc, pageId);
          break;
        case 'delete':
          if (!pageId || !hasSelection) return;
          deleteSelection(session.doc, pageId);
          break;
        case 'addBlock':
          if (!pageId) return;
          addBlock(session.doc, pageId, undefined, command.side);
          break;
        case 'align':
          if (!pageId || !hasSelection) return;
          alignSelection(session.doc, pageId, command.align);
          break;
        case 'editText': {
          if (store.selection.length !== 1) return;
          const blockId = store.selection[0]!;
          // Enter on a table starts typing in its first cell.
          if (pageId && startFirstCell(session, pageId, blockId)) break;
          if (!textOf(session.doc, blockId)) return;
          // Enter selects the block's whole text, so typing replaces it.
          store.edit(blockId, { anchor: 0, focus: blockText(liveParagraphs(session.doc, blockId)).length });
          break;
        }
        case 'deselect':
          store.select([]);
          break;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session, t]);
}
