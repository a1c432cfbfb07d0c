import { buildReference } from './build-reference.ts';
import { DOCUMENT_LIMITS } from './document-limits.ts';
import type { Reference } from '@folio/contracts';

/** A CSV file (RFC 4180 quoting; comma, semicolon or tab, whichever the first line uses most) as one table. */
export function extractCsv(text: string, name: string): Reference {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].map((each) => [each, firstLine.split(each).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const rows = parseCsv(text.replace(/^\uFEFF/, ''), delimiter).slice(0, DOCUMENT_LIMITS.rowsPerSheet);
  const title = name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  return buildReference(title, { kind: 'file', name }, [{ kind: 'heading', level: 1, text: title }, { kind: 'table', rows }]);
}

function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      if (row.some((each) => each.trim() !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  row.push(cell);
  if (row.some((each) => each.trim() !== '')) rows.push(row);
  return rows;
}
