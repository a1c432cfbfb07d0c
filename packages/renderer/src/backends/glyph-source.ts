/** What a backend needs from the font registry to draw glyph outlines. */
export interface GlyphSource {
  /** SVG path of a glyph in font units, y up. */
  glyphPath(fontKey: string, glyphId: number): string;
  metrics(fontKey: string): { unitsPerEm: number };
}
