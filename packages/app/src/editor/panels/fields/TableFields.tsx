import type { BlockOf } from '@folio/layout';
import { Minus, Plus } from 'lucide-react';
import { useEditorT } from '../../editor-i18n.ts';
import { DraftInput } from './DraftInput.tsx';

/** Schema limits of a table (layout TableBlock): 1–50 rows, 1–20 columns. */
const MAX_ROWS = 50;
const MAX_COLUMNS = 20;

/** The table's cells as a grid of fields, with rows and columns added and removed at the end. */
export function TableFields({ table, change }: { table: BlockOf<'table'>; change(next: BlockOf<'table'>): void }) {
  const t = useEditorT();
  const columns = table.rows[0]!.length;
  const setCell = (r: number, c: number, text: string) => change({ ...table, rows: table.rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)) });
  const withoutWidths = ({ columnWidths: _widths, ...rest }: BlockOf<'table'>) => rest;
  return (
    <div className="block-fields">
      <div className="table-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {table.rows.map((row, r) =>
          row.map((cell, c) => <DraftInput key={`${r}-${c}`} className="field-input" aria-label={t('cell', { row: r + 1, column: c + 1 })} value={cell} onCommit={(text) => setCell(r, c, text)} />),
        )}
      </div>
      <div className="field-row">
        <span>{t('rows')}</span>
        <button type="button" className="editor-icon-button small" disabled={table.rows.length <= 1} onClick={() => change({ ...table, rows: table.rows.slice(0, -1) })} aria-label={t('removeRow')}>
          <Minus size={14} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button small" disabled={table.rows.length >= MAX_ROWS} onClick={() => change({ ...table, rows: [...table.rows, Array.from({ length: columns }, () => '')] })} aria-label={t('addRow')}>
          <Plus size={14} aria-hidden />
        </button>
        <span>{t('columns')}</span>
        <button type="button" className="editor-icon-button small" disabled={columns <= 1} onClick={() => change(withoutWidths({ ...table, rows: table.rows.map((row) => row.slice(0, -1)) }))} aria-label={t('removeColumn')}>
          <Minus size={14} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button small" disabled={columns >= MAX_COLUMNS} onClick={() => change(withoutWidths({ ...table, rows: table.rows.map((row) => [...row, '']) }))} aria-label={t('addColumn')}>
          <Plus size={14} aria-hidden />
        </button>
      </div>
      <label className="field-check">
        <input type="checkbox" checked={table.headerRow} onChange={(event) => change({ ...table, headerRow: event.target.checked })} /> {t('headerRow')}
      </label>
    </div>
  );
}
