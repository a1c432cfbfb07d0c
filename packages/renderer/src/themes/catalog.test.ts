import { ThemeJson } from '@folio/layout';
import { describe, expect, test } from 'vitest';
import { BUILTIN_THEMES, DEFAULT_THEME_ID, getTheme } from './catalog.ts';
import { relativeLuminance } from './color.ts';

/** PRODUCT.md §3: the built-in themes, then the further names of the theme enum. */
const SPEC_NAMES = [
  'Dark Matter', 'Periwinkle', 'Minimal White', 'Green Pulse', 'Sunlit', 'Moss', 'Burnt Oak', 'Twilight Grove',
  'Sienna Glow', 'Deep Indigo', 'Soft Sand', 'Amber Horizons', 'Honeyed Flame', 'Starlit Blush', 'Whispered Fern',
  'Copper Noir', 'Fiery Eclipse', 'Lavender Midnight', 'Ruby Sun', 'Celestial Blue', 'Velvet Cosmos', 'Avocado Toasted',
  'Corporate', 'Bubblegum', 'Skies', 'Modern Harmony', 'Midnight Crimson', 'Obsidian', 'Neon Glow', 'Electric Chill',
];

describe('the built-in catalogue', () => {
  test('holds the thirty named themes in spec order', () => {
    expect(BUILTIN_THEMES).toHaveLength(30);
    expect(BUILTIN_THEMES.map((theme) => theme.themeName)).toEqual(SPEC_NAMES);
  });

  test('ids are unique kebab-case forms of the names', () => {
    const ids = BUILTIN_THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const theme of BUILTIN_THEMES) {
      expect(theme.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(theme.id).toBe(theme.themeName.toLowerCase().replaceAll(' ', '-'));
    }
  });

  test.each(BUILTIN_THEMES.map((theme) => [theme.id, theme] as const))('%s is valid v3 theme json', (_id, theme) => {
    expect(ThemeJson.parse(theme)).toEqual(theme);
    expect(theme.version).toBe('v3');
    expect(theme.width).toBe(1200);
    expect(theme.minHeight).toBe(300);
  });

  test.each(BUILTIN_THEMES.map((theme) => [theme.id, theme] as const))('%s declares the mode its page looks like', (_id, theme) => {
    const luminance = relativeLuminance(theme.background.backgroundColor);
    expect(theme.mode).toBe(luminance > 0.4 ? 'light' : 'dark');
    expect(luminance > 0.4 || luminance < 0.05).toBe(true);
  });

  test('the default theme keeps the §9 type sizes', () => {
    const { paragraph } = getTheme(DEFAULT_THEME_ID);
    expect(paragraph.display.fontSize).toBe(154);
    expect(paragraph.title.fontSize).toBe(90);
    expect(paragraph.headline.fontSize).toBe(50);
    expect(paragraph.subheadline.fontSize).toBe(28);
    expect(paragraph.normalText.fontSize).toBe(18);
    expect(paragraph.link.fontSize).toBe(paragraph.normalText.fontSize);
    expect(getTheme(DEFAULT_THEME_ID).table.bodyFontSize).toBe(16);
  });
});

describe('getTheme', () => {
  test('Sunlit is the default', () => {
    expect(DEFAULT_THEME_ID).toBe('sunlit');
    expect(getTheme(DEFAULT_THEME_ID).themeName).toBe('Sunlit');
  });

  test('finds every built-in by id', () => {
    for (const theme of BUILTIN_THEMES) expect(getTheme(theme.id)).toBe(theme);
  });

  test('falls back to Sunlit for an id nobody knows', () => {
    expect(getTheme('no-such-theme').id).toBe('sunlit');
    expect(getTheme('').id).toBe('sunlit');
  });

  test('uses the document’s custom theme when it is the one named', () => {
    const custom: ThemeJson = { ...getTheme('obsidian'), id: 'acme-brand', themeName: 'Acme' };
    expect(getTheme('acme-brand', custom)).toBe(custom);
    expect(getTheme('moss', custom).id).toBe('moss');
  });

  test('a custom theme reusing a built-in id overrides the built-in', () => {
    const custom: ThemeJson = { ...getTheme('moss'), seedColor: '#ff0000' };
    expect(getTheme('moss', custom).seedColor).toBe('#ff0000');
  });
});
