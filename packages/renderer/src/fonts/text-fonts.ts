import { FALLBACK_FAMILY, FONT_FACES, fallbackFamilies } from './manifest.ts';
import type { FontRequest } from './match.ts';
import { scriptsIn } from './script.ts';

export interface TextFontsQuery {
  /** the families a theme or document names */
  families: readonly string[];
  /** all the text that will be drawn, to find the scripts that need fallback fonts */
  text: string;
  /** languages tagged on paragraphs (they choose Han glyph variants) */
  langs: readonly string[];
}

/**
 * Every catalogue face a whole document could fall back to, for callers that know its
 * families and text but not each span's weight: all faces of the named families and of
 * Inter, and all faces of the fallback family of every script present (for Han, one per
 * tagged language plus the untagged default). A superset of `fontsNeededFor`, so layout after
 * it is the same as after a precise load.
 */
export function fontsForText(query: TextFontsQuery): FontRequest[] {
  const scripts = scriptsIn(query.text);
  // Untagged Han is Simplified, or Japanese/Korean next to kana/Hangul, whose own scripts
  // already bring in the JP and KR families.
  const langs = [undefined, ...query.langs];
  const families = new Set([...query.families, FALLBACK_FAMILY].map((family) => family.toLowerCase()));
  for (const script of scripts) for (const lang of langs) for (const family of fallbackFamilies(script, lang)) families.add(family.toLowerCase());
  return FONT_FACES.filter((face) => families.has(face.family.toLowerCase()));
}
