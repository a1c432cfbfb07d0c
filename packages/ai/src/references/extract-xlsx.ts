import ExcelJS from 'exceljs';
import { buildReference, type DocumentItem } from './build-reference.ts';
import { DOCUMENT_LIMITS } from './document-limits.ts';
import { inflateZip } from './isolation/zip-archive.ts';
import type { Reference } from '@folio/contracts';

/**
 * A workbook through exceljs (the npm `xlsx` package is frozen with known CVEs): a section per
 * sheet holding its table. exceljs writes to Object.prototype for a defined name on a sheet
 * named `__proto__`; this runs only in an extraction thread, which is discarded when it does.
 */
export async function extractXlsx(bytes: Uint8Array, name: string): Promise<Reference> {
  await inflateZip(bytes, DOCUMENT_LIMITS.zip);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const items: DocumentItem[] = [];
  book.worksheets.slice(0, DOCUMENT_LIMITS.sheets).forEach((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length >= DOCUMENT_LIMITS.rowsPerSheet) return;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values.map((value) => cellText(value)));
    });
    if (rows.length === 0) return;
    items.push({ kind: 'heading', level: 1, text: sheet.name }, { kind: 'table', rows });
  });
  return buildReference(book.title ?? '', { kind: 'file', name }, items);
}

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // Large amounts are grouped as a reader writes them (4,200,000); smaller numbers, years among them, are left alone.
  if (typeof value === 'number') return Math.abs(value) >= 10_000 ? value.toLocaleString('en-US') : String(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
