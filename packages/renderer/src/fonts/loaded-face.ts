import type { HarfBuzz, HbFont } from './harfbuzz.ts';
import type { FontFaceEntry } from './manifest.ts';

/** Vertical metrics in font units; descender is a positive distance below the baseline. */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Offset of the underline's top edge from the baseline, positive upwards (usually negative). */
  underlinePosition: number;
  underlineThickness: number;
  /** Offset of the strikeout's top edge from the baseline, positive upwards. */
  strikeoutPosition: number;
  strikeoutThickness: number;
}

/**
 * One font file parsed once by HarfBuzz. The hb font keeps its default scale (units per
 * em), so advances and outlines come out in font units and one object serves every size.
 */
export class LoadedFace {
  readonly key: string;
  readonly metrics: FontMetrics;
  private readonly paths = new Map<number, string>();

  constructor(
    readonly entry: FontFaceEntry,
    readonly font: HbFont,
    hb: HarfBuzz,
  ) {
    this.key = entry.file;
    this.metrics = readMetrics(font, hb);
  }

  hasGlyph(codePoint: number): boolean {
    return this.font.nominalGlyph(codePoint) !== undefined;
  }

  /** SVG path data in font units with y pointing up, as HarfBuzz draws it. */
  glyphPath(glyphId: number): string {
    let path = this.paths.get(glyphId);
    if (path === undefined) {
      path = this.font.glyphToPath(glyphId);
      this.paths.set(glyphId, path);
    }
    return path;
  }
}

/**
 * HarfBuzz's h-extents already follow the platform rule we want: OS/2 typo metrics when
 * the font sets USE_TYPO_METRICS, hhea otherwise, which is also what Chromium uses.
 */
function readMetrics(font: HbFont, hb: HarfBuzz): FontMetrics {
  const unitsPerEm = font.face.upem;
  const extents = font.hExtents();
  const tags = hb.MetricsTag;
  const thickness = Math.round(unitsPerEm / 20);
  return {
    unitsPerEm,
    ascender: extents.ascender,
    descender: -extents.descender,
    lineGap: extents.lineGap,
    underlinePosition: font.getMetricPosition(tags.UNDERLINE_OFFSET) ?? -Math.round(unitsPerEm / 10),
    underlineThickness: font.getMetricPosition(tags.UNDERLINE_SIZE) || thickness,
    strikeoutPosition: font.getMetricPosition(tags.STRIKEOUT_OFFSET) ?? Math.round(unitsPerEm * 0.3),
    strikeoutThickness: font.getMetricPosition(tags.STRIKEOUT_SIZE) || thickness,
  };
}
