import type { BlockOf, ThemeJson } from '@folio/layout';
import { mix, resolveTableStyle, toCss, type DrawnTable } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { officeFace } from './office-face.ts';
import { inch, pptxColor, pt } from './units.ts';
import { SLIDE_PART } from './package-parts.ts';

/** pptxgenjs writes a cell's line spacing as a text box's, though its types leave it out. */
type CellOptions = PptxGenJS.TableCellProps & { lineSpacing: number };

/** The renderer's table line height (scene/blocks/table.ts): a multiple of the body size. */
const LINE_HEIGHT = 1.35;

/**
 * A table block as a native PowerPoint table in the theme's table colours: header row and
 * column tinted as the renderer tints them, zebra body rows, hairline grid. Columns keep the
 * block's relative widths. PowerPoint would size rows and break cell text with its own
 * defaults (rows ≈ 13 % shorter, other breaks), so each cell keeps the lines the renderer drew
 * (`drawn`, the grid the scene was drawn from) as explicit breaks, with the renderer's line
 * spacing and cell padding, and every row exactly as tall as the renderer's. A right-to-left table is mirrored as the
 * renderer mirrors it: answers true, and mirrorTables marks it `rtl` after writing, which
 * puts the first column on the right.
 */
export function addTable(slide: PptxGenJS.Slide, block: BlockOf<'table'>, drawn: DrawnTable, ctx: { theme: ThemeJson; name: string }): boolean {
  const style = resolveTableStyle(ctx.theme);
  const headerColumnFill = toCss(mix(style.bodyFill, style.headerFill, 0.12));
  const { padX, padY, rtl } = drawn;
  const laidOut = new Map(drawn.cells.map((cell) => [`${cell.row}:${cell.column}`, cell.text]));
  const rows: PptxGenJS.TableRow[] = block.rows.map((row, r) => {
    const headerRow = block.headerRow && r === 0;
    const bodyIndex = block.headerRow ? r - 1 : r;
    return row.map((text, c): PptxGenJS.TableCell => {
      const headerColumn = block.headerColumn && c === 0 && !headerRow;
      const fill = headerRow ? style.headerFill : headerColumn ? headerColumnFill : bodyIndex % 2 === 1 ? style.zebraFill : style.bodyFill;
      const color = pptxColor(headerRow ? style.headerText : style.text);
      const weight = headerRow || headerColumn ? style.headerFontWeight : 400;
      const laid = laidOut.get(`${r}:${c}`)!;
      const lineRtl = laid.lines[0]?.rtl ?? rtl;
      const face = officeFace(style.fontFamily, weight, false);
      const options: CellOptions = {
        fill: { color: pptxColor(fill).color },
        color: color.color,
        bold: face.bold,
        fontFace: face.typeface,
        fontSize: pt(style.bodyFontSize),
        valign: 'middle',
        align: lineRtl ? 'right' : 'left',
        lineSpacing: pt(laid.lines[0]?.height ?? style.bodyFontSize * LINE_HEIGHT),
        // [top, right, bottom, left], in inches while the first is under 1.
        margin: [inch(padY), inch(padX), inch(padY), inch(padX)],
      };
      // The renderer's lines, each ended by a break, so no viewer re-wraps the cell.
      const lines = laid.lines.map((line) => text.slice(line.start, line.end).replace(/\s+$/, ''));
      if (lines.length < 2) return { text, options };
      return { text: lines.map((line, index) => ({ text: line, options: { ...options, ...(index < lines.length - 1 ? { breakLine: true } : {}) } })), options };
    });
  });
  slide.addTable(rows, {
    x: inch(drawn.x),
    y: inch(drawn.y),
    w: inch(drawn.width),
    colW: drawn.columnWidths.map((width) => inch(width)),
    rowH: drawn.rowHeights.map((height) => inch(height)),
    border: { type: 'solid', pt: pt(1), color: pptxColor(style.gridLine).color },
    autoPage: false,
    objectName: ctx.name,
  });
  return rtl;
}

/**
 * Marks the named tables right to left (`<a:tblPr rtl="1"/>`), and their cells' paragraphs,
 * which pptxgenjs cannot write: PowerPoint then lays the grid out from the right, first
 * column rightmost, every cell read right to left, as the renderer draws it. Edits the XML
 * parts in place.
 */
export function mirrorTables(xml: Record<string, string>, names: ReadonlySet<string>): void {
  if (!names.size) return;
  for (const path of Object.keys(xml)) {
    if (!SLIDE_PART.test(path)) continue;
    xml[path] = xml[path]!.replace(/<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="\d+" name="([^"]*)"\/>[\s\S]*?<\/p:graphicFrame>/g, (frame, name: string) =>
      names.has(name) && frame.includes('<a:tblPr/>') ? frame.replace('<a:tblPr/>', '<a:tblPr rtl="1"/>').replace(/<a:pPr\b(?![^>]*\brtl=)/g, '<a:pPr rtl="1"') : frame,
    );
  }
}
