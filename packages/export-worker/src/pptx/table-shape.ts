import type { BlockOf, ThemeJson } from '@folio/layout';
import { mix, resolveTableStyle, toCss } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { inch, pptxColor, pt } from './units.ts';

/**
 * A table block as a native PowerPoint table in the theme's table colours: header row and
 * column tinted as the renderer tints them, zebra body rows, hairline grid. Columns keep
 * the block's relative widths; row heights are left to PowerPoint, which grows a row to
 * its text.
 */
export function addTable(slide: PptxGenJS.Slide, block: BlockOf<'table'>, box: { x: number; y: number; width: number }, theme: ThemeJson): void {
  const style = resolveTableStyle(theme);
  const count = block.rows[0]!.length;
  const weights = block.columnWidths ?? Array.from({ length: count }, () => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const headerColumnFill = toCss(mix(style.bodyFill, style.headerFill, 0.12));
  const padX = Math.round(style.bodyFontSize * 0.75);
  const padY = Math.round(style.bodyFontSize * 0.5);
  const rows: PptxGenJS.TableRow[] = block.rows.map((row, r) => {
    const headerRow = block.headerRow && r === 0;
    const bodyIndex = block.headerRow ? r - 1 : r;
    return row.map((text, c) => {
      const headerColumn = block.headerColumn && c === 0 && !headerRow;
      const fill = headerRow ? style.headerFill : headerColumn ? headerColumnFill : bodyIndex % 2 === 1 ? style.zebraFill : style.bodyFill;
      const color = pptxColor(headerRow ? style.headerText : style.text);
      return {
        text,
        options: {
          fill: { color: pptxColor(fill).color },
          color: color.color,
          bold: (headerRow || headerColumn) && style.headerFontWeight >= 600,
          fontFace: style.fontFamily,
          fontSize: pt(style.bodyFontSize),
          valign: 'middle',
          // Cell margins are the one pptxgenjs length in inches-only: [left, right, bottom, top] order aside, all four are set.
          margin: [inch(padY), inch(padX), inch(padY), inch(padX)],
        },
      };
    });
  });
  slide.addTable(rows, {
    x: inch(box.x),
    y: inch(box.y),
    w: inch(box.width),
    colW: weights.map((weight) => inch((box.width * weight) / total)),
    border: { type: 'solid', pt: pt(1), color: pptxColor(style.gridLine).color },
    autoPage: false,
  });
}
