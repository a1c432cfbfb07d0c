import { getDocumentProxy } from 'unpdf';
import { buildReference, type DocumentItem } from './build-reference.ts';
import { DOCUMENT_LIMITS } from './document-limits.ts';
import type { Reference } from '@folio/contracts';

interface Piece {
  text: string;
  x: number;
  width: number;
  size: number;
}
interface Line {
  y: number;
  size: number;
  pieces: Piece[];
}

/**
 * Text and structure of a PDF. PDFs keep no headings or paragraphs, only positioned text, so
 * they are read back from the page: lines by baseline, headings by a font size above the body
 * size, paragraphs by a gap wider than the usual line spacing, tables by lines split into the
 * same number of widely spaced cells. Pages past DOCUMENT_LIMITS.pdfPages or pdfReadMs are left out.
 */
export async function extractPdf(bytes: Uint8Array, name: string): Promise<Reference> {
  const pdf = await getDocumentProxy(bytes);
  const lines: Array<Line & { page: number }> = [];
  const deadline = Date.now() + DOCUMENT_LIMITS.pdfReadMs;
  for (let number = 1; number <= Math.min(pdf.numPages, DOCUMENT_LIMITS.pdfPages) && Date.now() < deadline; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: Math.hypot(item.transform[2] as number, item.transform[3] as number) }] : [],
    );
    for (const line of toLines(pieces)) lines.push({ ...line, page: number });
    page.cleanup();
  }
  const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as { info: { Title?: string } };
  await pdf.destroy();
  return buildReference(info.Title ?? '', { kind: 'file', name }, toItems(lines));
}

function toLines(pieces: Array<Piece & { y: number }>): Line[] {
  const sorted = pieces.toSorted((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const piece of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - piece.y) < piece.size * 0.4) {
      last.pieces.push(piece);
      last.size = Math.max(last.size, piece.size);
    } else lines.push({ y: piece.y, size: piece.size, pieces: [piece] });
  }
  for (const line of lines) line.pieces.sort((a, b) => a.x - b.x);
  return lines.filter((line) => !/^\s*(?:page\s*)?\d{1,4}\s*$/i.test(lineText(line)));
}

/** Pieces closer than a couple of spaces belong to one cell; wider gaps separate table columns. */
function cells(line: Line): string[] {
  const out: string[] = [];
  let end = -Infinity;
  for (const piece of line.pieces) {
    if (out.length > 0 && piece.x - end < line.size * 1.2) out[out.length - 1] += (piece.x - end > line.size * 0.15 ? ' ' : '') + piece.text;
    else out.push(piece.text);
    end = piece.x + piece.width;
  }
  return out.map((cell) => cell.trim());
}

function lineText(line: Line): string {
  return cells(line).join(' ');
}

function toItems(lines: Array<Line & { page: number }>): DocumentItem[] {
  const bodySize = mostCommonSize(lines);
  const headingSizes = [...new Set(lines.filter((line) => line.size > bodySize * 1.15).map((line) => Math.round(line.size)))].sort((a, b) => b - a);
  const spacing = typicalSpacing(lines, bodySize);
  const items: DocumentItem[] = [];
  let paragraph = '';
  let previous: (Line & { page: number }) | undefined;
  const endParagraph = () => {
    if (paragraph) items.push({ kind: 'paragraph', text: paragraph });
    paragraph = '';
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const row = cells(line);
    if (row.length >= 2) {
      endParagraph();
      const table = [row];
      while (index + 1 < lines.length && cells(lines[index + 1]!).length === row.length) table.push(cells(lines[++index]!));
      if (table.length >= 2) items.push({ kind: 'table', rows: table });
      else items.push({ kind: 'paragraph', text: row.join(' ') });
      previous = lines[index];
      continue;
    }
    const text = row[0] ?? '';
    if (line.size > bodySize * 1.15 && text.length < 120) {
      endParagraph();
      const level = headingSizes.indexOf(Math.round(line.size)) + 1;
      const last = items.at(-1);
      // A heading that wraps onto a second line of the same size is still one heading.
      if (last?.kind === 'heading' && last.level === level && previous?.page === line.page && previous.y - line.y <= line.size * 1.6) last.text += ` ${text}`;
      else items.push({ kind: 'heading', level, text });
    } else {
      const newParagraph =
        !previous || previous.size > bodySize * 1.15 || (previous.page === line.page ? previous.y - line.y > spacing * 1.3 : /[.!?:]$/.test(paragraph));
      if (newParagraph) endParagraph();
      paragraph = !paragraph ? text : paragraph.endsWith('-') ? paragraph.slice(0, -1) + text : `${paragraph} ${text}`;
    }
    previous = line;
  }
  endParagraph();
  return items;
}

function mostCommonSize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(Math.round(line.size), (weight.get(Math.round(line.size)) ?? 0) + lineText(line).length);
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
}

/** The usual distance between two lines of body text on one page. */
function typicalSpacing(lines: Array<Line & { page: number }>, bodySize: number): number {
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const [a, b] = [lines[index - 1]!, lines[index]!];
    if (a.page === b.page && Math.round(a.size) === bodySize && Math.round(b.size) === bodySize) gaps.push(a.y - b.y);
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? bodySize * 1.3;
}
