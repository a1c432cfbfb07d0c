import { type Marks, type Page, type ParagraphRole, type ThemeJson } from '@folio/layout';
import { DEFAULT_PADDING } from '@folio/contracts';
import { composite, contrastRatio, hslToRgb, mix, parseColor, relativeLuminance, rgbToHsl, toCss, type Hsl, type Rgba } from './color.ts';

/**
 * From a theme (and a block or span) to concrete, drawable styles. Everything here is
 * a pure function of its arguments, so the editor, the export worker and the tests all
 * see the same pixels for the same theme.
 */

/**
 * A span's style with the theme and its marks applied; the shape the text layout takes
 * for a span, plus the paragraph's line height.
 */
export interface ResolvedTextStyle {
  fontFamily: string;
  /** px */
  fontSize: number;
  fontWeight: number;
  italic: boolean;
  /** px: the theme's em value times the font size. */
  letterSpacing: number;
  textTransform: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
  color: string;
  underline: boolean;
  strike: boolean;
  /** The href of a link mark; absent otherwise, even in a link-role paragraph. */
  link?: string;
  /** A multiple of the font size, as the text layout wants it. */
  lineHeight: number;
}

export function resolveTextStyle(theme: ThemeJson, role: ParagraphRole, marks: Marks = {}): ResolvedTextStyle {
  const base = theme.paragraph[role];
  const isLink = role === 'link' || marks.link !== undefined;
  return {
    fontFamily: base.fontFamily,
    fontSize: base.fontSize,
    fontWeight: marks.bold === true ? boldWeight(base.fontWeight) : base.fontWeight,
    italic: marks.italic === true,
    letterSpacing: base.letterSpacing * base.fontSize,
    textTransform: base.textTransform,
    // An explicit colour is the author's choice and beats the theme's link colour.
    color: marks.color ?? (isLink ? theme.paragraph.link.color : base.color),
    // Links are underlined unless the author switched the underline off on purpose.
    underline: marks.underline ?? isLink,
    strike: marks.strike === true,
    ...(marks.link === undefined ? {} : { link: marks.link }),
    lineHeight: base.lineHeight,
  };
}

/**
 * Bold is three weight steps above the role's weight, never lighter than 700 (so body
 * text becomes a real Bold, not a Semibold) and capped at 900, the heaviest CSS weight.
 * A family without that face gets its nearest heavier-side face from the font matcher
 * (CSS Fonts 4 rules), so a heading already at its family's heaviest face stays put.
 */
function boldWeight(weight: number): number {
  return Math.min(900, Math.max(700, weight + 300));
}

export interface BlockShadow {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

export interface BlockStyle {
  enabled: boolean;
  /** Card fill; null when the theme draws no cards. */
  fill: string | null;
  border: { color: string; width: number } | null;
  radius: number;
  shadow: BlockShadow | null;
  /** Applies to the card (fill, border, shadow), never to the block's content. */
  opacity: number;
  /** Inset of the content from the card's edge; content on no card runs edge to edge. */
  padding: number;
}

/**
 * The theme json names a shadow kind, not its geometry; these are the geometries. Soft
 * is a lifted card, hard an offset print-style shadow with no blur, glow a halo that
 * only reads with a coloured `shadowColor`.
 */
const SHADOWS: Record<'soft' | 'hard' | 'glow', Omit<BlockShadow, 'color'>> = {
  soft: { blur: 24, offsetX: 0, offsetY: 8 },
  hard: { blur: 0, offsetX: 6, offsetY: 6 },
  glow: { blur: 28, offsetX: 0, offsetY: 0 },
};

export function resolveBlockStyle(theme: ThemeJson): BlockStyle {
  const { block } = theme;
  if (!block.enabled) {
    return { enabled: false, fill: null, border: null, radius: block.borderRadius, shadow: null, opacity: block.opacity, padding: 0 };
  }
  return {
    enabled: true,
    fill: block.backgroundColor,
    border: block.borderWidth > 0 ? { color: block.borderColor, width: block.borderWidth } : null,
    radius: block.borderRadius,
    shadow: block.shadowType === 'none' ? null : { color: block.shadowColor, ...SHADOWS[block.shadowType] },
    opacity: block.opacity,
    // §9: layout padding 24, the same inset the layout gives a container.
    padding: DEFAULT_PADDING,
  };
}

/**
 * The opaque colour body text sits on: the card as painted over the page (its alpha
 * and the block opacity both let the page through) or, without cards, the page.
 */
export function textBackground(theme: Pick<ThemeJson, 'background' | 'block'>): string {
  const page = theme.background.backgroundColor;
  const { block } = theme;
  if (!block.enabled) return page;
  const card = parseColor(block.backgroundColor);
  return toCss(composite({ ...card, a: card.a * block.opacity }, page));
}

/** A page's own background colour wins over the theme's. */
export function pageBackground(theme: ThemeJson, page?: Pick<Page, 'background'>): string {
  return page?.background?.color ?? theme.background.backgroundColor;
}

export interface TableStyle {
  fontFamily: string;
  headerFill: string;
  headerText: string;
  headerFontWeight: number;
  bodyFill: string;
  /** Every other body row, tinted with the accent so long tables keep their rows apart. */
  zebraFill: string;
  text: string;
  gridLine: string;
  /** px */
  bodyFontSize: number;
}

/** WCAG AA for body-size text. */
const TEXT_CONTRAST = 4.5;

export function resolveTableStyle(theme: ThemeJson): TableStyle {
  const { table, seedColor } = theme;
  const header = headerColors(theme);
  return {
    fontFamily: theme.paragraph.normalText.fontFamily,
    headerFill: header.fill,
    headerText: header.text,
    // Semibold sets the header apart from the cells without shouting over them.
    headerFontWeight: 600,
    bodyFill: table.backgroundColor,
    zebraFill: toCss(mix(table.backgroundColor, seedColor, 0.07)),
    text: table.textColor,
    gridLine: toCss(mix(table.backgroundColor, table.textColor, 0.16)),
    bodyFontSize: table.bodyFontSize,
  };
}

/**
 * The header is the accent with the theme's own page or ink colour on it, which looks
 * designed where black or white looks like a default. When neither reads on the accent,
 * the accent is deepened (or brightened) until the page colour does; black or white on
 * the plain accent is the last resort, one of them always reaching 4.5:1.
 */
function headerColors(theme: ThemeJson): { fill: string; text: string } {
  const { seedColor } = theme;
  const page = theme.background.backgroundColor;
  const opaque = (color: string): boolean => parseColor(color).a === 1;
  for (const text of [page, theme.paragraph.title.color]) {
    if (opaque(text) && contrastRatio(text, seedColor) >= TEXT_CONTRAST) return { fill: seedColor, text };
  }
  if (opaque(page)) {
    const fill = untilContrast(rgbToHsl(seedColor), parseColor(page), TEXT_CONTRAST);
    if (contrastRatio(page, fill) >= TEXT_CONTRAST) return { fill, text: page };
  }
  const text = contrastRatio('#ffffff', seedColor) >= contrastRatio('#000000', seedColor) ? '#ffffff' : '#000000';
  return { fill: seedColor, text };
}

/** WCAG 1.4.11: graphical objects need 3:1 against what they sit on. */
const CHART_CONTRAST = 3;
/** Successive hues this far apart never repeat and stay evenly spread for any count. */
const GOLDEN_ANGLE = 137.508;

/**
 * `count` distinct series colours. The first is the accent itself; the rest turn the
 * accent's hue by the golden angle, with a saturation floor so a grey accent still gives
 * hues apart, and step lightness every eight series, where the hues start to come round
 * again. Each colour, the accent included, is then darkened or lightened until it
 * reaches 3:1 on the chart background.
 */
export function chartPalette(theme: ThemeJson, count: number): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`chart palette size must be a whole number ≥ 0, got ${count}`);
  const background = composite(theme.chart.backgroundColor, { ...parseColor(theme.background.backgroundColor), a: 1 });
  const seed = rgbToHsl(theme.seedColor);
  const saturation = Math.min(0.85, Math.max(0.5, seed.s));
  const colors: string[] = [];
  for (let index = 0; colors.length < count; index += 1) {
    const band = [0, 0.14, -0.14][Math.floor(index / 8) % 3] ?? 0;
    const start: Hsl =
      index === 0
        ? { ...seed, a: 1 }
        : { h: (seed.h + index * GOLDEN_ANGLE) % 360, s: saturation, l: Math.min(0.8, Math.max(0.25, seed.l + band)), a: 1 };
    const css = untilContrast(start, background, CHART_CONTRAST);
    if (!colors.includes(css)) colors.push(css);
  }
  return colors;
}

/**
 * Moves `color`'s lightness away from `against` until the two reach `ratio`, or it hits
 * black or white. Judged on the colour as written out (whole bytes), so rounding cannot
 * drop a colour back under the ratio.
 */
function untilContrast(color: Hsl, against: Rgba, ratio: number): string {
  // Above this luminance black out-contrasts white, so darkening is the way to go; for
  // ratios up to 4.5 going all the way always succeeds, since one of black or white
  // reaches 4.58:1 on any colour.
  const step = relativeLuminance(against) > 0.179 ? -0.02 : 0.02;
  let candidate = color;
  let css = toCss(hslToRgb(candidate));
  while (contrastRatio(css, against) < ratio && candidate.l > 0 && candidate.l < 1) {
    candidate = { ...candidate, l: Math.min(1, Math.max(0, candidate.l + step)) };
    css = toCss(hslToRgb(candidate));
  }
  return css;
}
