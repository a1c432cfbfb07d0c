import type { ParagraphRole, ParagraphStyle, ThemeJson } from '@folio/layout';
import { textBackground } from '../resolve.ts';

/** The weights a built-in theme may set; bolder faces are left for the bold mark. */
type ThemeWeight = 400 | 500 | 600 | 700 | 800;

/** The families whose TTFs ship with the renderer; built-in themes name no others. */
type BundledFamily =
  | 'Inter'
  | 'DM Sans'
  | 'Montserrat'
  | 'Poppins'
  | 'Space Grotesk'
  | 'Manrope'
  | 'Outfit'
  | 'Sora'
  | 'Playfair Display'
  | 'Lora'
  | 'Fraunces'
  | 'Libre Baskerville'
  | 'Cormorant Garamond'
  | 'Source Serif 4';

/**
 * What a designer decides for a built-in theme; `defineTheme` turns it into the full
 * theme json. Keeping the type scale and the role-to-face mapping in one place is what
 * makes thirty themes lay out alike, so a deck can switch theme without reflowing into
 * a different number of slides.
 */
export interface ThemeSpec {
  id: string;
  name: string;
  mode: 'light' | 'dark';
  /** Becomes `seedColor`: table headers and chart series derive from it. */
  accent: string;
  colors: {
    page: string;
    heading: string;
    body: string;
    /** Captions; still AA against the surface text sits on. */
    muted: string;
    link: string;
  };
  heading: {
    family: BundledFamily;
    weight: ThemeWeight;
    /** Subheadlines are set in the heading face, at 600 unless the face wants otherwise. */
    subheadlineWeight?: ThemeWeight;
    /** Set display and title in capitals, opened up so they do not clump. */
    uppercase?: boolean;
    /** Em added to the default heading tracking, for faces that run tight or loose. */
    tracking?: number;
  };
  body: { family: BundledFamily; lineHeight?: number };
  block: ThemeJson['block'];
  /** Last word on single roles, for a theme whose look needs one (e.g. a coloured title). */
  roles?: Partial<Record<ParagraphRole, Partial<ParagraphStyle>>>;
}

/** PRODUCT.md §9 type sizes; subheadline2, caption and link sit on the same scale. */
const SIZE: Record<ParagraphRole, number> = {
  display: 154,
  title: 90,
  headline: 50,
  subheadline: 28,
  subheadline2: 22,
  normalText: 18,
  caption: 14,
  link: 18,
};

/** §9 body font size, used for table cells. */
const BODY_FONT_SIZE = 16;
const CHART_FONT_SIZE = 14;

export function defineTheme(spec: ThemeSpec): ThemeJson {
  const { colors, heading, body } = spec;
  const tracking = heading.tracking ?? 0;
  const bodyLineHeight = body.lineHeight ?? 1.55;
  const finish = (role: ParagraphRole, style: Omit<ParagraphStyle, 'fontSize'>): ParagraphStyle => ({
    ...style,
    fontSize: SIZE[role],
    letterSpacing: Math.round(style.letterSpacing * 1000) / 1000,
    ...spec.roles?.[role],
  });
  const headingFace = { fontFamily: heading.family, fontWeight: heading.weight, color: colors.heading };
  const bodyFace = { fontFamily: body.family, fontWeight: 400, color: colors.body, lineHeight: bodyLineHeight, letterSpacing: 0 };
  // Capitals have no descenders to tighten against, so uppercase headings are tracked
  // open where mixed-case ones are tracked in.
  const capitals = heading.uppercase === true;
  const headingCase = capitals ? 'uppercase' : 'none';
  const paragraph: ThemeJson['paragraph'] = {
    display: finish('display', {
      ...headingFace,
      lineHeight: capitals ? 0.95 : 1,
      letterSpacing: (capitals ? 0.01 : -0.03) + tracking,
      textTransform: headingCase,
    }),
    title: finish('title', {
      ...headingFace,
      lineHeight: capitals ? 1 : 1.05,
      letterSpacing: (capitals ? 0.02 : -0.02) + tracking,
      textTransform: headingCase,
    }),
    headline: finish('headline', { ...headingFace, lineHeight: 1.15, letterSpacing: -0.01 + tracking, textTransform: 'none' }),
    subheadline: finish('subheadline', {
      ...headingFace,
      fontWeight: heading.subheadlineWeight ?? 600,
      lineHeight: 1.3,
      letterSpacing: 0,
      textTransform: 'none',
    }),
    subheadline2: finish('subheadline2', { ...bodyFace, fontWeight: 600, color: colors.heading, lineHeight: 1.35, textTransform: 'none' }),
    normalText: finish('normalText', { ...bodyFace, textTransform: 'none' }),
    caption: finish('caption', { ...bodyFace, color: colors.muted, lineHeight: 1.45, letterSpacing: 0.01, textTransform: 'none' }),
    link: finish('link', { ...bodyFace, fontWeight: 500, color: colors.link, textTransform: 'none' }),
  };
  // Tables and charts sit where text sits: a translucent card is flattened onto the
  // page so a table drawn on it does not double the tint.
  const { block } = spec;
  const surface = textBackground({ background: { backgroundColor: colors.page }, block });
  const families = [...new Set(Object.values(paragraph).map((role) => role.fontFamily))];
  return {
    id: spec.id,
    themeName: spec.name,
    version: 'v3',
    width: 1200,
    minHeight: 300,
    background: { backgroundColor: colors.page },
    block,
    paragraph,
    fonts: families.map((family) => ({ id: kebab(family), name: family, isGoogleFont: true, urls: [] })),
    table: { backgroundColor: surface, textColor: colors.body, bodyFontSize: BODY_FONT_SIZE },
    chart: { backgroundColor: surface, fontSize: CHART_FONT_SIZE },
    seedColor: spec.accent,
    mode: spec.mode,
  };
}

function kebab(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
