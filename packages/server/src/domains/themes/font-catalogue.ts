import { FONT_FACES, FONT_FAMILIES } from '@folio/renderer';
import { FONT_URL_PREFIX } from '@folio/renderer/node';

/**
 * theme/fonts/google: the families the renderer ships (all Google Fonts, bundled as TTF so
 * nothing is fetched from Google), each with its faces and the `/fonts/...` URL the app loads.
 */
export interface FontFamilyView {
  family: string;
  /** Weights with an upright face, ascending. */
  weights: number[];
  /** Weights that also have an italic face. */
  italics: number[];
  faces: { weight: number; style: 'normal' | 'italic'; url: string }[];
}

export const FONT_CATALOGUE: readonly FontFamilyView[] = FONT_FAMILIES.map((family) => {
  const faces = FONT_FACES.filter((face) => face.family === family);
  return {
    family,
    weights: faces.filter((face) => face.style === 'normal').map((face) => face.weight),
    italics: faces.filter((face) => face.style === 'italic').map((face) => face.weight),
    faces: faces.map((face) => ({ weight: face.weight, style: face.style, url: `${FONT_URL_PREFIX}${face.file}` })),
  };
});

/** fonts/google/search: families whose name contains every word of the keyword, any case. */
export function searchFonts(keyword: string): FontFamilyView[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return FONT_CATALOGUE.filter((font) => words.every((word) => font.family.toLowerCase().includes(word)));
}
