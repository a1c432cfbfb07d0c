import type { BlockOf, Box, VerticalAlign } from '@folio/layout';
import { tableCellFrames, TextCarets, type PreparedDocument, type TableCellFrame } from '@folio/renderer';
import { cellText, type CellAddress } from './cell-edits.ts';

export interface CellGeometry {
  frame: TableCellFrame;
  /** Caret geometry of the cell's text, relative to (frame.textX, frame.textY). */
  carets: TextCarets;
  /** The text the carets were laid out from: the cell as drawn. */
  text: string;
}

/** A drawn table as the renderer placed it: the table, its box and its vertical alignment. */
export interface DrawnTable {
  table: BlockOf<'table'>;
  box: Box;
  align: VerticalAlign | undefined;
}

/** Caret geometry of one cell, from the very layout the renderer drew the cell's text with. */
export function cellGeometry(prepared: PreparedDocument<unknown>, drawn: DrawnTable, cell: CellAddress): CellGeometry | null {
  const frame = tableCellFrames(drawn.table, drawn.box, prepared.ctx, drawn.align).find((each) => each.row === cell.row && each.column === cell.column);
  if (!frame) return null;
  const text = cellText(drawn.table, cell);
  return { frame, carets: new TextCarets(frame.text, [text]), text };
}

/** The cell under a page point and the text offset nearest to it, for a click or double click. */
export function cellAtPoint(prepared: PreparedDocument<unknown>, drawn: DrawnTable, x: number, y: number): { cell: CellAddress; geometry: CellGeometry; offset: number } | null {
  const frame = tableCellFrames(drawn.table, drawn.box, prepared.ctx, drawn.align).find((each) => x >= each.x && x < each.x + each.width && y >= each.y && y < each.y + each.height);
  if (!frame) return null;
  const cell = { row: frame.row, column: frame.column };
  const geometry = cellGeometry(prepared, drawn, cell)!;
  return { cell, geometry, offset: geometry.carets.hit(x - frame.textX, y - frame.textY).offset };
}

/** Where the caret is on screen, relative to the canvas: the hidden textarea sits there for the IME's window. */
export function caretOnScreen(geometry: CellGeometry | null, focus: number, offsetX: number, offsetY: number, scale: number): { left: number; top: number; height: number } {
  if (!geometry) return { left: offsetX, top: offsetY, height: 16 };
  const caret = geometry.carets.caret({ paragraph: 0, offset: focus });
  return { left: offsetX + (geometry.frame.textX + caret.x) * scale, top: offsetY + (geometry.frame.textY + caret.top) * scale, height: Math.max(1, caret.height * scale) };
}
