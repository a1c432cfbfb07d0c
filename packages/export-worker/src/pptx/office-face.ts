import { FONT_FACES, matchFace, type FontFaceEntry } from '@folio/renderer';

/**
 * What Office calls a weight that is neither regular nor bold: each such face is a family of
 * its own, named by the TTF's legacy family name (name ID 1, "Inter SemiBold"), which is also
 * what fontconfig and LibreOffice list. A run says only bold or not, so the other weights can
 * only be reached by naming their face.
 */
const WEIGHT_NAMES: Readonly<Record<number, string>> = { 100: 'Thin', 200: 'ExtraLight', 300: 'Light', 500: 'Medium', 600: 'SemiBold', 800: 'ExtraBold', 900: 'Black' };

export interface OfficeFace {
  /** the typeface a run names */
  typeface: string;
  bold: boolean;
  italic: boolean;
}

/**
 * The face the renderer draws a family at this weight and style with (CSS font matching over
 * the catalogue), as a run names it: the family with bold for its 400 and 700 faces, the
 * weight's own family name for the others (600 → "Inter SemiBold", not bold; 800 → "Inter
 * ExtraBold", not regular bold). A family outside the catalogue keeps bold from 600, as CSS.
 */
export function officeFace(family: string, weight: number, italic: boolean): OfficeFace {
  const entry = matchFace(
    FONT_FACES.filter((face) => face.family === family),
    weight,
    italic ? 'italic' : 'normal',
  );
  if (!entry) return { typeface: family, bold: weight >= 600, italic };
  return officeFaceOf(entry, italic);
}

/** A catalogue face as a run names it; `italic` asks for a slanted face even where the family has none (the viewer slants it, as the renderer does). */
export function officeFaceOf(entry: FontFaceEntry, italic = entry.style === 'italic'): OfficeFace {
  if (entry.weight === 400 || entry.weight === 700) return { typeface: entry.family, bold: entry.weight === 700, italic };
  return { typeface: `${entry.family} ${WEIGHT_NAMES[entry.weight] ?? entry.weight}`, bold: false, italic };
}

/** The catalogue face an embedded-font slot stands for: a typeface ("Inter", "Inter SemiBold") with its bold and italic flags. */
export function catalogueFace(typeface: string, bold: boolean, italic: boolean): FontFaceEntry | undefined {
  const style = italic ? 'italic' : 'normal';
  const plain = FONT_FACES.find((face) => face.family === typeface && face.weight === (bold ? 700 : 400) && face.style === style);
  if (plain) return plain;
  // A named weight's face is its family's only member: it has no bold, and italics exist only for 400 and 700.
  if (bold) return undefined;
  return FONT_FACES.find((face) => face.weight !== 400 && face.weight !== 700 && face.style === style && officeFaceOf(face).typeface === typeface);
}
