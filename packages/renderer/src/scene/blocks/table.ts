import type { BlockOf, Box, VerticalAlign } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { MeasuredText, TableCellFrame } from '../types.ts';
import type { BlockRenderer, OpSink } from './block-renderer.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { mix, resolveTableStyle, toCss, type TableStyle } from '../../themes/index.ts';
import { alignedTop } from './align.ts';
import { memoByBlock } from './block-memo.ts';
import { resolveBidi } from '../../text/bidi.ts';
import { textNeeds } from './block-needs.ts';

type TableBlock = BlockOf<'table'>;

/** Table text sits a little looser than body text: rows of numbers need air between them. */
const LINE_HEIGHT = 1.35;
/** Corners rounder than this would eat into the first and last cells' text. */
const MAX_RADIUS = 12;

interface Cell {
  text: MeasuredText;
  /** Left edge of the cell and its width. */
  x: number;
  width: number;
}

interface Grid {
  rows: { cells: Cell[]; height: number }[];
  height: number;
  /** Column widths in the block's column order. */
  columns: number[];
  rtl: boolean;
  /** Where the rules between columns run, from the table's left edge. */
  columnRules: number[];
  padX: number;
  padY: number;
}

/**
 * A table of wrapped cell text: column widths from `columnWidths` (relative) or equal,
 * each row as tall as its tallest cell, a tinted header row and column, zebra body rows
 * and hairline rules, inside a rounded clip. A right-to-left table (tableIsRtl) is
 * mirrored as Word and PowerPoint mirror one: its first column on the right and every cell
 * set right to left, figures included, so a column of numbers lines up with its heading;
 * in a left-to-right table each cell reads by its own text (direction auto).
 */
export const tableRenderer: BlockRenderer<'table'> = {
  needs: textNeeds,
  measure(block, width, ctx) {
    return Math.ceil(layoutGrid(block, width, ctx).height);
  },
  draw(block, box, ctx, out, node) {
    const style = resolveTableStyle(ctx.theme);
    const grid = layoutGrid(block, box.width, ctx);
    const top = alignedTop(box, grid.height, node.align);
    const frame = { x: box.x, y: top, width: box.width, height: Math.min(grid.height, box.y + box.height - top) };
    const cells = cellFrames(grid, box.x, top);
    out.record({
      kind: 'table',
      ...frame,
      columnWidths: grid.columns,
      rowHeights: grid.rows.map((row) => row.height),
      padX: grid.padX,
      padY: grid.padY,
      rtl: grid.rtl,
      cells,
    });
    const radius = Math.min(ctx.theme.block.borderRadius, MAX_RADIUS);
    const headerColumnFill = toCss(mix(style.bodyFill, style.headerFill, 0.12));
    out.push({ op: 'begin', clip: { ...frame, radius } });
    out.push({ op: 'rect', ...frame, fill: style.bodyFill });
    let y = top;
    grid.rows.forEach((row, r) => {
      const header = block.headerRow && r === 0;
      const bodyIndex = block.headerRow ? r - 1 : r;
      if (header) out.push({ op: 'rect', x: frame.x, y, width: frame.width, height: row.height, fill: style.headerFill });
      else if (bodyIndex % 2 === 1) out.push({ op: 'rect', x: frame.x, y, width: frame.width, height: row.height, fill: style.zebraFill });
      if (block.headerColumn && !header) out.push({ op: 'rect', x: frame.x + row.cells[0]!.x, y, width: row.cells[0]!.width, height: row.height, fill: headerColumnFill });
      for (const cell of cells) if (cell.row === r) pushText(out, ctx.fonts, cell.text, cell.textX, cell.textY);
      y += row.height;
    });
    pushRules(out, grid, frame, style.gridLine, block.headerRow);
    out.push({ op: 'end' });
    out.push({ op: 'rect', x: frame.x + 0.5, y: frame.y + 0.5, width: frame.width - 1, height: frame.height - 1, radius, stroke: { color: style.gridLine, width: 1 } });
  },
};

/**
 * The cells of a table drawn in `box`, placed exactly as `draw` places them (same grid, same
 * alignment, same centring of short cells), so the editor's caret sits on the drawn glyphs.
 */
export function tableCellFrames(block: TableBlock, box: Box, ctx: SceneContext, align: VerticalAlign | undefined): TableCellFrame[] {
  const grid = layoutGrid(block, box.width, ctx);
  return cellFrames(grid, box.x, alignedTop(box, grid.height, align));
}

function cellFrames(grid: Grid, left: number, top: number): TableCellFrame[] {
  let y = top;
  return grid.rows.flatMap((row, r) => {
    const rowTop = y;
    y += row.height;
    return row.cells.map((cell, c) => ({
      row: r,
      column: c,
      x: left + cell.x,
      y: rowTop,
      width: cell.width,
      height: row.height,
      text: cell.text,
      textX: left + cell.x + grid.padX,
      // Short cells sit in the middle of a row that a taller neighbour made tall.
      textY: rowTop + grid.padY + Math.round((row.height - 2 * grid.padY - cell.text.height) / 2),
    }));
  });
}

/** Cell text is the costly part of a table's measure and draw, so draw reuses measure's grid. */
const layoutGrid = memoByBlock(computeGrid);

function computeGrid(block: TableBlock, width: number, ctx: SceneContext): Grid {
  const style = resolveTableStyle(ctx.theme);
  const padX = Math.round(style.bodyFontSize * 0.75);
  const padY = Math.round(style.bodyFontSize * 0.5);
  const count = block.rows[0]!.length;
  const weights = block.columnWidths ?? Array.from({ length: count }, () => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const columns = weights.map((weight) => (width * weight) / total);
  const rtl = tableIsRtl(block);
  const starts = columns.map((_, index) => columns.slice(0, index).reduce((sum, w) => sum + w, 0));
  const lefts = rtl ? starts.map((start, index) => width - start - columns[index]!) : starts;
  let height = 0;
  const rows = block.rows.map((row, r) => {
    const cells = row.map((text, c) => {
      const header = (block.headerRow && r === 0) || (block.headerColumn && c === 0);
      const color = block.headerRow && r === 0 ? style.headerText : style.text;
      const paragraph = plainParagraph(ctx.theme, text, 'normalText', {
        direction: rtl ? 'rtl' : 'auto',
        lineHeight: LINE_HEIGHT,
        override: {
          fontFamily: style.fontFamily,
          fontSize: style.bodyFontSize,
          fontWeight: header ? style.headerFontWeight : 400,
          color,
          letterSpacing: 0,
          textTransform: 'none',
        },
      });
      return { text: measureParagraphs(ctx.fonts, [paragraph], columns[c]! - 2 * padX), x: lefts[c]!, width: columns[c]! };
    });
    const rowHeight = Math.ceil(Math.max(...cells.map((cell) => cell.text.height))) + 2 * padY;
    height += rowHeight;
    return { cells, height: rowHeight };
  });
  const columnRules = lefts.map((left, index) => (rtl ? left + columns[index]! : left)).filter((x) => x > 0.5 && x < width - 0.5);
  return { rows, height, columns, rtl, columnRules, padX, padY };
}

/** A table reads right to left when its first row does, by its first strong character (UAX #9 P2). */
export function tableIsRtl(block: Pick<TableBlock, 'rows'>): boolean {
  return resolveBidi((block.rows[0] ?? []).join(' '), 'auto').rtl;
}

/** Hairlines between rows and between columns; the header row's own fill already separates it. */
function pushRules(out: OpSink, grid: Grid, frame: Box, color: string, headerRow: boolean): void {
  const segments: string[] = [];
  let y = frame.y;
  grid.rows.forEach((row, r) => {
    y += row.height;
    if (r < grid.rows.length - 1 && !(headerRow && r === 0)) segments.push(`M${frame.x} ${half(y)}L${frame.x + frame.width} ${half(y)}`);
  });
  for (const rule of grid.columnRules) segments.push(`M${half(frame.x + rule)} ${frame.y}L${half(frame.x + rule)} ${frame.y + frame.height}`);
  if (segments.length > 0) out.push({ op: 'path', d: segments.join(''), stroke: { color, width: 1 } });
}

function half(value: number): number {
  return Math.round(value - 0.5) + 0.5;
}
