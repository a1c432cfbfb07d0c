import type { ChartType } from '@folio/layout';
import type { ReferenceTable } from '@folio/contracts';
import type { ChartSpec } from '../slides/slide-spec.ts';

const TIME_LABEL = /^(?:q[1-4]|h[12]|(?:19|20)\d\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|week|month|\d{4}[-/]\d\d)/i;

/** A number in a cell as people write them: '1,200', '$3.4M', '38%', '(12)' for a negative. */
function cellNumber(cell: string): number | undefined {
  const clean = cell.replace(/[\s$€£¥%,]/g, '').replace(/^\((.*)\)$/, '-$1');
  if (!/^-?\d+(?:\.\d+)?[kKmMbB]?$/.test(clean)) return undefined;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[clean.slice(-1).toLowerCase()] ?? 1;
  return Number.parseFloat(clean) * scale;
}

/**
 * A chart for a table whose body is numbers: the first column labels the rows and the
 * header names the columns. When the columns are periods (Q1, Jan, 2024) and there are
 * few rows, each row is a series over time; otherwise each numeric column is a series over
 * the rows. Undefined when the table is not numeric enough to chart.
 */
export function chartFromTable(table: ReferenceTable): ChartSpec | undefined {
  const [header, ...body] = table;
  if (!header || body.length < 2 || header.length < 2) return undefined;
  const numericColumns = header
    .map((_, column) => column)
    .filter((column) => column > 0 && body.every((row) => cellNumber(row[column] ?? '') !== undefined));
  if (numericColumns.length === 0) return undefined;
  const unitOfColumns = (columns: number[]) => unitOf(columns.map((column) => header[column] + body.map((row) => row[column]).join(' ')).join(' '));
  const periodsAcross = numericColumns.length >= 3 && numericColumns.every((column) => TIME_LABEL.test(header[column]!)) && body.length <= 6;
  if (periodsAcross) {
    const unit = unitOfColumns(numericColumns);
    return {
      chartType: numericColumns.length >= 6 ? 'line' : 'column',
      labels: numericColumns.map((column) => header[column]!),
      series: body.map((row) => ({ name: row[0] ?? '', values: numericColumns.map((column) => cellNumber(row[column]!)!) })),
      ...(unit ? { unit } : {}),
    };
  }
  const labels = body.slice(0, 24).map((row) => row[0] ?? '');
  const valuesOf = (column: number) => body.slice(0, 24).map((row) => cellNumber(row[column]!)!);
  // Series on one axis must be of one magnitude: members in thousands beside savings in tens would flatten the savings.
  const peak = (column: number) => Math.max(...valuesOf(column).map(Math.abs), 1e-9);
  const first = peak(numericColumns[0]!);
  const columns = numericColumns.filter((column) => peak(column) / first <= 10 && first / peak(column) <= 10).slice(0, 4);
  const values = columns.map(valuesOf);
  const unit = unitOfColumns(columns);
  const sum = values[0]!.reduce((total, value) => total + value, 0);
  const isShare = columns.length === 1 && labels.length <= 8 && (unit === '%' || /share|%/i.test(header[columns[0]!]!)) && Math.abs(sum - 100) < 5;
  const longLabels = labels.reduce((total, label) => total + label.length, 0) / labels.length > 12;
  const overTime = labels.every((label) => TIME_LABEL.test(label));
  const chartType: ChartType = isShare ? 'doughnut' : overTime ? (labels.length >= 6 ? 'line' : 'column') : longLabels ? 'bar' : 'column';
  return {
    chartType,
    // One series has no legend, so its name (often carrying the unit, "Capacity (MW)") titles the chart.
    ...(columns.length === 1 ? { title: header[columns[0]!] ?? '' } : {}),
    labels,
    series: columns.map((column, index) => ({ name: header[column] ?? '', values: values[index]! })),
    ...(unit ? { unit } : {}),
  };
}

function unitOf(text: string): string | undefined {
  if (/%/.test(text)) return '%';
  if (/\$/.test(text)) return '$';
  if (/€/.test(text)) return '€';
  if (/£/.test(text)) return '£';
  return undefined;
}
