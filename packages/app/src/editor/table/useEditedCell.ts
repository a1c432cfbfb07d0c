import type { Box, ContentNode } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import { useEffect, useMemo } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import type { TextSelection } from '../text/text-edits.ts';
import { cellGeometry, type CellGeometry } from './cell-geometry.ts';
import { useCellStore, type EditedCell } from './cell-store.ts';
import { liveTable } from './cell-writes.ts';

export interface CellEditing {
  cell: EditedCell;
  geometry: CellGeometry | null;
  text: TextSelection;
}

/** The cell being typed in on this page, with its caret geometry as drawn. */
export function useEditedCell(session: EditorSession, prepared: PreparedDocument<unknown>, pageId: string, blocks: readonly ContentNode[], boxes: ReadonlyMap<string, Box>): CellEditing | null {
  const { cell, text } = useCellStore();
  const here = cell && cell.pageId === pageId ? cell : null;
  const node = here ? blocks.find((each) => each.id === here.blockId) : undefined;
  const box = node ? boxes.get(node.id) : undefined;
  const geometry = useMemo(
    () => (here && node?.content.kind === 'table' && box ? cellGeometry(prepared, { table: node.content, box, align: node.align }, here) : null),
    [prepared, here, node, box],
  );
  // A cell that is gone from the document (its row or table deleted, here or by someone else)
  // ends the typing; one only not drawn yet (a row Tab just added) is drawn in a moment.
  useEffect(() => {
    if (!here || geometry) return;
    const table = liveTable(session.doc, pageId, here.blockId);
    if (!table || here.row >= table.rows.length || here.column >= table.rows[0]!.length) useCellStore.getState().stop();
  });
  return here ? { cell: here, geometry, text } : null;
}
