import type { BlockOf } from '@folio/layout';

type Table = BlockOf<'table'>;

/** A cell by its place in the table's rows, which is its reading order (right to left tables too). */
export interface CellAddress {
  row: number;
  column: number;
}

/** The layout schema's limits on a table's rows and on a cell's text. */
export const MAX_TABLE_ROWS = 50;
export const MAX_CELL_CHARS = 2000;

export function cellText(table: Table, cell: CellAddress): string {
  return table.rows[cell.row]?.[cell.column] ?? '';
}

export function withCellText(table: Table, cell: CellAddress, text: string): Table {
  return { ...table, rows: table.rows.map((row, r) => (r === cell.row ? row.map((each, c) => (c === cell.column ? text : each)) : row)) };
}

export function withRowAdded(table: Table): Table {
  return { ...table, rows: [...table.rows, table.rows[0]!.map(() => '')] };
}

/**
 * Where Tab (+1) or Shift+Tab (-1) goes from a cell: the next or previous cell in reading
 * order, across row ends. Past the last cell Tab asks for a new row, as PowerPoint and
 * Google Slides do, unless the table is at its row limit; before the first cell there is
 * nowhere to go.
 */
export function tabFrom(table: Table, cell: CellAddress, by: 1 | -1): CellAddress | 'addRow' | null {
  const columns = table.rows[0]!.length;
  const index = cell.row * columns + cell.column + by;
  if (index < 0) return null;
  if (index >= table.rows.length * columns) return table.rows.length < MAX_TABLE_ROWS ? 'addRow' : null;
  return { row: Math.floor(index / columns), column: index % columns };
}

/** The cell above (-1) or below (+1) in the same column, if there is one. */
export function verticalFrom(table: Table, cell: CellAddress, by: 1 | -1): CellAddress | null {
  const row = cell.row + by;
  return row >= 0 && row < table.rows.length ? { row, column: cell.column } : null;
}

/**
 * `text` with `[from, to)` replaced by `insert`, cut to the schema's cell length (a longer cell
 * would be refused by the server, and every later edit with it); answers the caret after it.
 */
export function replaceRange(text: string, from: number, to: number, insert: string): { text: string; caret: number } {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const room = Math.max(0, MAX_CELL_CHARS - (text.length - (hi - lo)));
  let fitted = '';
  for (const char of insert) {
    if (fitted.length + char.length > room) break;
    fitted += char;
  }
  return { text: text.slice(0, lo) + fitted + text.slice(hi), caret: lo + fitted.length };
}
