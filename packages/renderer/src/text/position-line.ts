import type { LoadedFace } from '../fonts/loaded-face.ts';
import { visualOrder } from './bidi.ts';
import type { LineRange } from './break-lines.ts';
import type { ShapedItem } from './shape.ts';
import type { ShapedParagraph } from './shape-paragraph.ts';
import type { GlyphRun, LaidLine, TextAlign } from './types.ts';

export interface LinePlacement {
  paragraph: number;
  top: number;
  lineHeight: number;
  align: TextAlign;
  /** stretch spaces to fill the width (justify, except on a paragraph's last line) */
  stretch: boolean;
  /** the box the line aligns in: the text box minus the list indent */
  left: number;
  width: number;
}

/** The part of one shaped item that falls on a line. */
export interface Piece {
  item: ShapedItem;
  start: number;
  end: number;
  glyphs: number[];
}

/** Characters whose glyphs justification widens (CSS Text 3 word separators). */
const JUSTIFIABLE = /[ \u00a0]/;

export function positionLine(paragraph: ShapedParagraph, range: LineRange, place: LinePlacement): LaidLine {
  const pieces = linePieces(paragraph, range.start, range.contentEnd);
  const natural = pieces.reduce((sum, piece) => sum + pieceWidth(piece), 0);
  const spaces = place.stretch ? countJustifiable(paragraph, pieces) : 0;
  const extra = spaces > 0 && natural < place.width ? (place.width - natural) / spaces : 0;
  const width = natural + extra * spaces;
  const { height, ascent } = lineBox(paragraph, pieces, range.start, place.lineHeight);
  const baseline = place.top + ascent;
  const left = place.left + alignOffset(place.align, paragraph.rtl, place.width - width);
  return {
    paragraph: place.paragraph,
    top: place.top,
    baseline,
    height,
    left,
    width,
    rtl: paragraph.rtl,
    start: paragraph.sourceOffset[range.start]!,
    end: paragraph.sourceOffset[range.end]!,
    runs: placeRuns(paragraph, pieces, left, baseline, extra),
  };
}

/** Glyph runs for the pieces, left to right from x in visual order, with `extra` px added after each justifiable space. */
export function placeRuns(paragraph: ShapedParagraph, pieces: readonly Piece[], x: number, baseline: number, extra: number): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let penX = x;
  for (const index of visualOrder(pieces.map((piece) => piece.item.level))) {
    const { item, start, end, glyphs } = pieces[index]!;
    const style = paragraph.styles[item.span]!;
    let pen = 0;
    const positioned = glyphs.map((glyph) => {
      const cluster = item.clusters[glyph]!;
      const advance = item.advances[glyph]! + (extra !== 0 && JUSTIFIABLE.test(paragraph.text[cluster]!) ? extra : 0);
      const placed = { id: item.ids[glyph]!, x: pen + item.dx[glyph]!, y: item.dy[glyph]!, cluster: paragraph.sourceOffset[cluster]!, advance };
      pen += advance;
      return placed;
    });
    runs.push({
      fontKey: item.face.key,
      fontSize: item.fontSize,
      color: style.color,
      x: penX,
      baseline,
      width: pen,
      rtl: item.level % 2 === 1,
      text: paragraph.text.slice(start, end),
      glyphs: positioned,
      clusters: glyphs.map((glyph) => item.clusters[glyph]! - start),
      ...(style.underline ? { underline: true } : {}),
      ...(style.strike ? { strike: true } : {}),
      ...(style.link ? { link: style.link } : {}),
    });
    penX += pen;
  }
  return runs;
}

/** Pieces of text[start, end) in logical order; a cluster belongs to the line holding its first character. */
export function linePieces(paragraph: ShapedParagraph, start: number, end: number): Piece[] {
  const pieces: Piece[] = [];
  for (const item of paragraph.items) {
    if (item.end <= start || item.start >= end) continue;
    const from = Math.max(item.start, start);
    const to = Math.min(item.end, end);
    const glyphs: number[] = [];
    item.clusters.forEach((cluster, index) => {
      if (cluster >= from && cluster < to) glyphs.push(index);
    });
    pieces.push({ item, start: from, end: to, glyphs });
  }
  return pieces;
}

export function pieceWidth(piece: Piece): number {
  return piece.glyphs.reduce((sum, glyph) => sum + piece.item.advances[glyph]!, 0);
}

function countJustifiable(paragraph: ShapedParagraph, pieces: readonly Piece[]): number {
  let count = 0;
  for (const { item, glyphs } of pieces) {
    for (const glyph of glyphs) if (JUSTIFIABLE.test(paragraph.text[item.clusters[glyph]!]!)) count += 1;
  }
  return count;
}

function alignOffset(align: TextAlign, rtl: boolean, free: number): number {
  const side =
    align === 'center' ? 0.5 : align === 'right' ? 1 : align === 'left' ? 0 : align === 'end' ? (rtl ? 0 : 1) : rtl ? 1 : 0;
  return free * side;
}

/**
 * Line box: height = round(lineHeight × the largest font size on the line); the ascent and
 * descent of that largest run are centred in it (half the leading above, half below, as
 * CSS does) and the baseline is snapped to a whole pixel. Whole pixels keep every backend
 * and every zoom level on the same rows: engines disagree about fractional line boxes
 * (the reason tldraw rounds too). Taking the metrics of the largest run only (not the
 * union of all runs, as CSS would) keeps lines of one size equally tall even when a
 * fallback font with taller metrics (CJK, Arabic) appears on some of them.
 */
function lineBox(paragraph: ShapedParagraph, pieces: readonly Piece[], start: number, lineHeight: number): { height: number; ascent: number } {
  let face: LoadedFace;
  let fontSize: number;
  const largest = pieces.reduce<Piece | undefined>((best, piece) => (!best || piece.item.fontSize > best.item.fontSize ? piece : best), undefined);
  if (largest) {
    face = largest.item.face;
    fontSize = largest.item.fontSize;
  } else {
    const span = paragraph.spanOf[Math.min(start, paragraph.text.length - 1)] ?? paragraph.styles.length - 1;
    face = paragraph.styledFaces[span]!;
    fontSize = paragraph.styles[span]!.fontSize;
  }
  const scale = fontSize / face.metrics.unitsPerEm;
  const ascent = face.metrics.ascender * scale;
  const descent = face.metrics.descender * scale;
  const height = Math.round(lineHeight * fontSize);
  return { height, ascent: Math.round((height - ascent - descent) / 2 + ascent) };
}
