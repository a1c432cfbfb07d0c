/**
 * The catalogue of font faces Folio ships, and which family covers which script.
 *
 * Every face is a TTF from an `@expo-google-fonts/*` npm package (FIELD-NOTES.md: the
 * `@fontsource` packages have no TTF), named by its npm path so Node resolves it from
 * this package and browsers fetch the very same bytes under `/fonts/`.
 */

export type FontStyle = 'normal' | 'italic';

export interface FontFaceEntry {
  family: string;
  weight: number;
  style: FontStyle;
  /** npm path of the TTF; also the face's font key. */
  file: string;
}

export const FALLBACK_FAMILY = 'Inter';

interface FamilySource {
  family: string;
  /** `@expo-google-fonts/<package>` */
  pkg: string;
  /** file name prefix, e.g. `SourceSerif4` */
  prefix: string;
  weights: readonly number[];
  /** weights that also ship an italic (we only catalogue italics for 400 and 700) */
  italics: readonly number[];
}

const WEIGHT_NAMES: Record<number, string> = {
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
};

const ALL = [400, 500, 600, 700, 800] as const;
const TO_700 = [400, 500, 600, 700] as const;
const REGULAR_BOLD = [400, 700] as const;

/** Theme families first (in the order theme authors see them), then the script fallbacks. */
const SOURCES: readonly FamilySource[] = [
  { family: 'Inter', pkg: 'inter', prefix: 'Inter', weights: ALL, italics: REGULAR_BOLD },
  { family: 'DM Sans', pkg: 'dm-sans', prefix: 'DMSans', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Montserrat', pkg: 'montserrat', prefix: 'Montserrat', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Poppins', pkg: 'poppins', prefix: 'Poppins', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Space Grotesk', pkg: 'space-grotesk', prefix: 'SpaceGrotesk', weights: TO_700, italics: [] },
  { family: 'Manrope', pkg: 'manrope', prefix: 'Manrope', weights: ALL, italics: [] },
  { family: 'Outfit', pkg: 'outfit', prefix: 'Outfit', weights: ALL, italics: [] },
  { family: 'Sora', pkg: 'sora', prefix: 'Sora', weights: ALL, italics: [] },
  { family: 'Playfair Display', pkg: 'playfair-display', prefix: 'PlayfairDisplay', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Lora', pkg: 'lora', prefix: 'Lora', weights: TO_700, italics: REGULAR_BOLD },
  { family: 'Fraunces', pkg: 'fraunces', prefix: 'Fraunces', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Libre Baskerville', pkg: 'libre-baskerville', prefix: 'LibreBaskerville', weights: TO_700, italics: REGULAR_BOLD },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', prefix: 'CormorantGaramond', weights: TO_700, italics: REGULAR_BOLD },
  { family: 'Source Serif 4', pkg: 'source-serif-4', prefix: 'SourceSerif4', weights: ALL, italics: REGULAR_BOLD },
  { family: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', prefix: 'NotoSansArabic', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans Hebrew', pkg: 'noto-sans-hebrew', prefix: 'NotoSansHebrew', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', prefix: 'NotoSansDevanagari', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans Thai', pkg: 'noto-sans-thai', prefix: 'NotoSansThai', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans SC', pkg: 'noto-sans-sc', prefix: 'NotoSansSC', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans TC', pkg: 'noto-sans-tc', prefix: 'NotoSansTC', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans JP', pkg: 'noto-sans-jp', prefix: 'NotoSansJP', weights: REGULAR_BOLD, italics: [] },
  { family: 'Noto Sans KR', pkg: 'noto-sans-kr', prefix: 'NotoSansKR', weights: REGULAR_BOLD, italics: [] },
  // Monochrome outlines: the scene draws every glyph as a path in the text colour.
  { family: 'Noto Emoji', pkg: 'noto-emoji', prefix: 'NotoEmoji', weights: REGULAR_BOLD, italics: [] },
];

function fileOf(source: FamilySource, weight: number, style: FontStyle): string {
  const variant = `${weight}${WEIGHT_NAMES[weight]}${style === 'italic' ? '_Italic' : ''}`;
  return `@expo-google-fonts/${source.pkg}/${variant}/${source.prefix}_${variant}.ttf`;
}

export const FONT_FACES: readonly FontFaceEntry[] = SOURCES.flatMap((source) => [
  ...source.weights.map((weight) => ({ family: source.family, weight, style: 'normal' as const, file: fileOf(source, weight, 'normal') })),
  ...source.italics.map((weight) => ({ family: source.family, weight, style: 'italic' as const, file: fileOf(source, weight, 'italic') })),
]);

/** Every family a theme may name. */
export const FONT_FAMILIES: readonly string[] = SOURCES.map((source) => source.family);

/**
 * Which family draws a script when the theme's family lacks the glyphs. Han depends on the
 * language because the same code points have different regional glyph shapes (zh-TW/zh-HK
 * want Traditional forms, ja Japanese, ko Korean); kana and Hangul only exist in one.
 */
export function fallbackFamily(script: string, lang: string | undefined): string {
  switch (script) {
    case 'Arab':
      return 'Noto Sans Arabic';
    case 'Hebr':
      return 'Noto Sans Hebrew';
    case 'Deva':
      return 'Noto Sans Devanagari';
    case 'Thai':
      return 'Noto Sans Thai';
    case 'Hira':
    case 'Kana':
      return 'Noto Sans JP';
    case 'Hang':
      return 'Noto Sans KR';
    case 'Bopo':
      return 'Noto Sans TC';
    case 'Hani':
      return hanFamily(lang);
    case 'Zsye':
      return 'Noto Emoji';
    default:
      return FALLBACK_FAMILY;
  }
}

/** Covers every CJK Unified Ideograph any of the regional families has (20,976 of 20,992; measured). */
const HAN_SUPERSET = 'Noto Sans SC';

/**
 * The families tried, in order, for a character of `script` the theme's font lacks: the
 * regional one first for its glyph shapes, then, for Han, the Simplified family, which also
 * draws the characters a regional family leaves out (写 is not in Noto Sans TC).
 */
export function fallbackFamilies(script: string, lang: string | undefined): string[] {
  const first = fallbackFamily(script, lang);
  return script === 'Hani' && first !== HAN_SUPERSET ? [first, HAN_SUPERSET] : [first];
}

function hanFamily(lang: string | undefined): string {
  const tag = (lang ?? '').toLowerCase();
  if (tag.startsWith('ja')) return 'Noto Sans JP';
  if (tag.startsWith('ko')) return 'Noto Sans KR';
  if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'Noto Sans TC';
  return 'Noto Sans SC';
}
