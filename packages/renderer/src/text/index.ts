export { layoutText } from './layout-text.ts';
export { transformSpans } from './transform.ts';
export { fontsNeededFor } from './fonts-needed.ts';
export { shapingStats, type ShapingStats } from './shape-cache.ts';
export type {
  GlyphRun,
  LaidLine,
  ListMarker,
  ParagraphInput,
  PositionedGlyph,
  TextAlign,
  TextLayout,
  TextSpan,
  TextStyle,
  TextTransform,
} from './types.ts';
export { TextCarets, type CaretMotion, type CaretRect, type Moved, type SelectionRect } from './editing/text-carets.ts';
