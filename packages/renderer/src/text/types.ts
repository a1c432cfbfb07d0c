export type TextTransform = 'none' | 'uppercase' | 'lowercase' | 'capitalize';

export interface TextStyle {
  fontFamily: string;
  /** px */
  fontSize: number;
  fontWeight: number;
  italic: boolean;
  /** px added after each grapheme cluster */
  letterSpacing: number;
  textTransform: TextTransform;
  /** css colour, passed through */
  color: string;
  underline?: boolean;
  strike?: boolean;
  link?: string;
}

export interface TextSpan {
  text: string;
  style: TextStyle;
}

export type TextAlign = 'start' | 'end' | 'left' | 'center' | 'right' | 'justify';

export interface ListMarker {
  kind: 'bullet' | 'ordered';
  /** 0 is the outermost level */
  level: number;
  /** the item's number for ordered lists (1-based) */
  index: number;
}

export interface ParagraphInput {
  spans: TextSpan[];
  align: TextAlign;
  /** multiple of the largest font size on the line */
  lineHeight: number;
  /** auto = first strong character (UAX #9 P2/P3) */
  direction: 'auto' | 'ltr' | 'rtl';
  /** BCP 47; picks localized glyphs (Han variants, Persian/Urdu forms) and case mappings */
  lang?: string;
  list?: ListMarker;
  /** px; collapses with the previous paragraph's spaceAfter, ignored before the first paragraph */
  spaceBefore?: number;
  /** px; ignored after the last paragraph */
  spaceAfter?: number;
  /**
   * The spans are an empty paragraph's hint, not its text: laid out (so the box keeps its
   * size whether the hint is drawn or not) but drawn only where the editor asks for hints.
   */
  hint?: boolean;
}

export interface PositionedGlyph {
  id: number;
  /** relative to the run origin, y down, px */
  x: number;
  y: number;
  /** offset of the glyph's first character in the paragraph's concatenated text */
  cluster: number;
  /** pen advance, px: the glyph's pen position is the sum of the advances before it in its run */
  advance: number;
}

export interface GlyphRun {
  fontKey: string;
  fontSize: number;
  color: string;
  /** run origin (its left edge) relative to the text box top-left */
  x: number;
  baseline: number;
  width: number;
  rtl: boolean;
  /** the run's characters in logical order, after text-transform (for PDF text layers and search) */
  text: string;
  glyphs: PositionedGlyph[];
  /** for each glyph, the offset in `text` of its cluster's first character, as shaping gave it */
  clusters: number[];
  underline?: boolean;
  strike?: boolean;
  link?: string;
  /** a list item's bullet or number: its clusters index the marker text, not the paragraph */
  marker?: boolean;
}

export interface LaidLine {
  /** index into the paragraphs given to layoutText */
  paragraph: number;
  top: number;
  baseline: number;
  height: number;
  /** left edge and width of the ink-bearing content (trailing spaces excluded) */
  left: number;
  width: number;
  rtl: boolean;
  /** char offsets in the paragraph's concatenated text; end includes trailing spaces and the '\n' */
  start: number;
  end: number;
  runs: GlyphRun[];
  /** a line of an empty paragraph's hint: it holds none of the paragraph's text (see ParagraphInput.hint) */
  hint?: boolean;
}

export interface TextLayout {
  /** widest line including list indents: the width the text wants */
  width: number;
  height: number;
  lines: LaidLine[];
}
