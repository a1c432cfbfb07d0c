import type { Box, ContentNode } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import type { EditorSession } from '../collab/editor-session.ts';
import { cellAtPoint, type CellGeometry } from './cell-geometry.ts';
import { useCellStore } from './cell-store.ts';
import { startCell } from './start-cell.ts';

interface CellPress {
  session: EditorSession;
  prepared: PreparedDocument<unknown>;
  pageId: string;
  node: ContentNode;
  box: Box;
  /** The pointer in page px. */
  x: number;
  y: number;
  /** 1 for a click, 2 for a double click (selects a word), 3 or more the cell's text. */
  clicks: number;
  shiftKey: boolean;
  /** The pointer in page px as it moves: a press followed by a drag selects text in the cell. */
  pointer(): { x: number; y: number };
}

/**
 * A press on a table, which starts typing in the cell under it (a double click from the
 * canvas, or any click once a cell of the table is being typed in): the caret goes where the
 * pointer is, a double click selects the word there and Shift extends the selection in the
 * cell being typed in. Answers whether the press belonged to a cell.
 */
export function pressCell({ session, prepared, pageId, node, box, x, y, clicks, shiftKey, pointer }: CellPress): boolean {
  if (node.content.kind !== 'table') return false;
  const hit = cellAtPoint(prepared, { table: node.content, box, align: node.align }, x, y);
  if (!hit) return false;
  const { cell, geometry, offset } = hit;
  const current = useCellStore.getState();
  const same = current.cell?.blockId === node.id && current.cell.row === cell.row && current.cell.column === cell.column;
  let text = { anchor: shiftKey && same ? current.text.anchor : offset, focus: offset };
  if (clicks === 2) {
    const [from, to] = geometry.carets.wordAt({ paragraph: 0, offset });
    text = { anchor: from.offset, focus: to.offset };
  } else if (clicks >= 3) {
    text = { anchor: 0, focus: geometry.text.length };
  }
  if (same) current.setText(text);
  else startCell(session, { pageId, blockId: node.id, ...cell }, text);
  if (clicks === 1) selectWhileDragging(geometry, text.anchor, pointer);
  return true;
}

/** Until the button is released, the selection runs from `anchor` to the pointer, within the pressed cell. */
function selectWhileDragging(geometry: CellGeometry, anchor: number, pointer: () => { x: number; y: number }): void {
  const { frame, carets } = geometry;
  const onMove = () => {
    const { x, y } = pointer();
    useCellStore.getState().setText({ anchor, focus: carets.hit(x - frame.textX, y - frame.textY).offset });
  };
  const onUp = () => {
    window.removeEventListener('mousemove', onMove);
    window.removeEventListener('mouseup', onUp);
  };
  window.addEventListener('mousemove', onMove);
  window.addEventListener('mouseup', onUp);
}

/** Whether a cell of this table is being typed in. */
export function typingInTable(blockId: string): boolean {
  return useCellStore.getState().cell?.blockId === blockId;
}
