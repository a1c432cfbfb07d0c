import { TableBlock, type BlockOf } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { cellText, MAX_CELL_CHARS, MAX_TABLE_ROWS, replaceRange, tabFrom, verticalFrom, withCellText, withRowAdded } from './cell-edits.ts';

const table = (rows: string[][]): BlockOf<'table'> => TableBlock.parse({ kind: 'table', rows });

describe('table cells', () => {
  const grid = table([
    ['Plan', 'Price'],
    ['Free', '$0'],
  ]);

  it('Tab goes along the row, then to the start of the next row', () => {
    expect(tabFrom(grid, { row: 0, column: 0 }, 1)).toEqual({ row: 0, column: 1 });
    expect(tabFrom(grid, { row: 0, column: 1 }, 1)).toEqual({ row: 1, column: 0 });
  });

  it('Shift+Tab goes back to the end of the row before, and stops at the first cell', () => {
    expect(tabFrom(grid, { row: 1, column: 0 }, -1)).toEqual({ row: 0, column: 1 });
    expect(tabFrom(grid, { row: 0, column: 0 }, -1)).toBeNull();
  });

  it('Tab in the last cell asks for a new row, except at the row limit', () => {
    expect(tabFrom(grid, { row: 1, column: 1 }, 1)).toBe('addRow');
    const full = table(Array.from({ length: MAX_TABLE_ROWS }, () => ['a', 'b']));
    expect(tabFrom(full, { row: MAX_TABLE_ROWS - 1, column: 1 }, 1)).toBeNull();
  });

  it('a new row is empty and as wide as the others, and stays valid', () => {
    const grown = withRowAdded(grid);
    expect(grown.rows[2]).toEqual(['', '']);
    expect(TableBlock.safeParse(grown).success).toBe(true);
  });

  it('writes one cell and leaves the others', () => {
    const next = withCellText(grid, { row: 1, column: 1 }, '$5');
    expect(next.rows).toEqual([
      ['Plan', 'Price'],
      ['Free', '$5'],
    ]);
    expect(cellText(next, { row: 1, column: 1 })).toBe('$5');
    expect(cellText(next, { row: 7, column: 0 })).toBe('');
  });

  it('goes up and down a column within the table', () => {
    expect(verticalFrom(grid, { row: 0, column: 1 }, 1)).toEqual({ row: 1, column: 1 });
    expect(verticalFrom(grid, { row: 1, column: 1 }, 1)).toBeNull();
    expect(verticalFrom(grid, { row: 0, column: 0 }, -1)).toBeNull();
  });

  it('types over a selection, and stops at the longest text a cell may hold without splitting a character', () => {
    expect(replaceRange('Revenue', 0, 3, 'Av')).toEqual({ text: 'Avenue', caret: 2 });
    expect(replaceRange('ab', 2, 0, 'X')).toEqual({ text: 'X', caret: 1 });
    const nearlyFull = 'a'.repeat(MAX_CELL_CHARS - 1);
    expect(replaceRange(nearlyFull, 0, 0, '😀b')).toEqual({ text: nearlyFull, caret: 0 });
    expect(replaceRange(nearlyFull, 0, 0, 'bc').text).toBe(`b${nearlyFull}`);
  });
});
