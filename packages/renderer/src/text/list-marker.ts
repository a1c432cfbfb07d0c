import { linePieces, pieceWidth, placeRuns } from './position-line.ts';
import type { ShapedParagraph, ShapeInput } from './shape-paragraph.ts';
import type { GlyphRun, ListMarker, TextStyle } from './types.ts';

/** Width of one list level, in ems of the paragraph's first span; the marker sits in the innermost one. */
const INDENT_EM = 1.5;

const BULLETS = ['•', '◦', '▪'];

export function listIndent(list: ListMarker | undefined, firstStyle: TextStyle | undefined): number {
  if (!list || !firstStyle) return 0;
  return INDENT_EM * firstStyle.fontSize * (list.level + 1);
}

/**
 * The marker is shaped like a tiny paragraph in the list item's direction, so an ordered
 * marker in an RTL paragraph reads ".1" from the right like browsers draw it. It takes
 * the first span's font and colour but none of its decorations.
 */
export function markerInput(list: ListMarker, firstStyle: TextStyle, rtl: boolean, lang: string | undefined): ShapeInput {
  const text = list.kind === 'bullet' ? BULLETS[list.level % BULLETS.length]! : `${list.index}.`;
  const style: TextStyle = {
    fontFamily: firstStyle.fontFamily,
    fontSize: firstStyle.fontSize,
    fontWeight: firstStyle.fontWeight,
    italic: firstStyle.italic,
    letterSpacing: 0,
    textTransform: 'none',
    color: firstStyle.color,
  };
  return { spans: [{ text, style }], direction: rtl ? 'rtl' : 'ltr', ...(lang ? { lang } : {}) };
}

/** The marker's runs on the first line: at the start of the innermost indent slot (the right side in RTL). */
export function placeMarker(marker: ShapedParagraph, indent: number, boxWidth: number, baseline: number): GlyphRun[] {
  const pieces = linePieces(marker, 0, marker.text.length);
  const width = pieces.reduce((sum, piece) => sum + pieceWidth(piece), 0);
  const slotStart = indent - INDENT_EM * marker.styles[0]!.fontSize;
  const x = marker.rtl ? boxWidth - slotStart - width : slotStart;
  return placeRuns(marker, pieces, x, baseline, 0).map((run) => ({ ...run, marker: true }));
}
