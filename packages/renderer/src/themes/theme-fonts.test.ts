import { ParagraphRole } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { fontFilePath } from '../node/font-files.ts';
import { BUILTIN_THEMES } from './catalog.ts';

/** The 14 theme families the renderer bundles, by their @expo-google-fonts package and file prefix. */
const BUNDLED: Record<string, { pkg: string; prefix: string }> = {
  Inter: { pkg: 'inter', prefix: 'Inter' },
  'DM Sans': { pkg: 'dm-sans', prefix: 'DMSans' },
  Montserrat: { pkg: 'montserrat', prefix: 'Montserrat' },
  Poppins: { pkg: 'poppins', prefix: 'Poppins' },
  'Space Grotesk': { pkg: 'space-grotesk', prefix: 'SpaceGrotesk' },
  Manrope: { pkg: 'manrope', prefix: 'Manrope' },
  Outfit: { pkg: 'outfit', prefix: 'Outfit' },
  Sora: { pkg: 'sora', prefix: 'Sora' },
  'Playfair Display': { pkg: 'playfair-display', prefix: 'PlayfairDisplay' },
  Lora: { pkg: 'lora', prefix: 'Lora' },
  Fraunces: { pkg: 'fraunces', prefix: 'Fraunces' },
  'Libre Baskerville': { pkg: 'libre-baskerville', prefix: 'LibreBaskerville' },
  'Cormorant Garamond': { pkg: 'cormorant-garamond', prefix: 'CormorantGaramond' },
  'Source Serif 4': { pkg: 'source-serif-4', prefix: 'SourceSerif4' },
};

const WEIGHT_NAMES: Record<number, string> = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' };

function faceFile(family: string, weight: number): string | undefined {
  const source = BUNDLED[family];
  const name = WEIGHT_NAMES[weight];
  if (source === undefined || name === undefined) return undefined;
  return `@expo-google-fonts/${source.pkg}/${weight}${name}/${source.prefix}_${weight}${name}.ttf`;
}

function shipped(file: string): boolean {
  try {
    fontFilePath(file);
    return true;
  } catch {
    return false;
  }
}

const cases = BUILTIN_THEMES.map((theme) => [theme.id, theme] as const);

describe('theme fonts', () => {
  test.each(cases)('%s sets every role in a face that ships as a file', (_id, theme) => {
    const missing = ParagraphRole.options
      .map((role) => ({ role, ...theme.paragraph[role] }))
      .filter(({ fontFamily, fontWeight }) => {
        const file = faceFile(fontFamily, fontWeight);
        return file === undefined || !shipped(file);
      })
      .map(({ role, fontFamily, fontWeight }) => `${role}: ${fontFamily} ${fontWeight}`);
    expect(missing).toEqual([]);
  });

  test.each(cases)('%s lists exactly the families it uses', (_id, theme) => {
    const used = new Set(ParagraphRole.options.map((role) => theme.paragraph[role].fontFamily));
    expect(new Set(theme.fonts.map((font) => font.name))).toEqual(used);
    for (const font of theme.fonts) {
      expect(font).toEqual({ id: font.name.toLowerCase().replaceAll(' ', '-'), name: font.name, isGoogleFont: true, urls: [] });
    }
  });

  test('Libre Baskerville is only set in its two classic weights', () => {
    const weights = BUILTIN_THEMES.flatMap((theme) =>
      ParagraphRole.options.map((role) => theme.paragraph[role]).filter((style) => style.fontFamily === 'Libre Baskerville'),
    ).map((style) => style.fontWeight);
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) expect([400, 700]).toContain(weight);
  });

  test('themes pair a heading face with a body face, and the pairings vary', () => {
    const pairs = BUILTIN_THEMES.map((theme) => `${theme.paragraph.title.fontFamily} / ${theme.paragraph.normalText.fontFamily}`);
    expect(new Set(pairs).size).toBeGreaterThanOrEqual(25);
    const headingFaces = new Set(BUILTIN_THEMES.map((theme) => theme.paragraph.title.fontFamily));
    expect(headingFaces.size).toBe(Object.keys(BUNDLED).length);
  });
});
