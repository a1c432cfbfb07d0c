import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import type { TextSelection } from '../text/text-edits.ts';
import { cellText } from './cell-edits.ts';
import { useCellStore, type EditedCell } from './cell-store.ts';
import { liveTable } from './cell-writes.ts';

/**
 * Starts typing in a cell, or moves there from another: the table stays the one selected
 * block, and what was typed before is an undo step that ends here.
 */
export function startCell(session: EditorSession, cell: EditedCell, text: TextSelection): void {
  session.history.stopCapturing();
  const editor = useEditorStore.getState();
  if (editor.editing || editor.selection.length !== 1 || editor.selection[0] !== cell.blockId) editor.select([cell.blockId]);
  useCellStore.getState().start(cell, text);
}

/** The whole text of a cell selected, so typing replaces it (where Tab and Enter land, as in PowerPoint). */
export function wholeCell(text: string): TextSelection {
  return { anchor: 0, focus: text.length };
}

/** Enter on a selected table: typing starts in its first cell, whose text is selected. Answers whether the block is a table. */
export function startFirstCell(session: EditorSession, pageId: string, blockId: string): boolean {
  const table = liveTable(session.doc, pageId, blockId);
  if (!table) return false;
  const first = { row: 0, column: 0 };
  startCell(session, { pageId, blockId, ...first }, wholeCell(cellText(table, first)));
  return true;
}
