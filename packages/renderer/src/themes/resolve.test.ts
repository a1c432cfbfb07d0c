import type { ThemeJson } from '@folio/layout';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_THEMES, getTheme } from './catalog.ts';
import { contrastRatio, parseColor, toCss } from './color.ts';
import { chartPalette, pageBackground, resolveBlockStyle, resolveTableStyle, resolveTextStyle, textBackground } from './resolve.ts';

const sunlit = getTheme('sunlit');

describe('resolveTextStyle', () => {
  test('plain text takes the role’s style as is', () => {
    const style = resolveTextStyle(sunlit, 'normalText');
    const base = sunlit.paragraph.normalText;
    expect(style).toEqual({
      fontFamily: base.fontFamily,
      fontSize: 18,
      fontWeight: base.fontWeight,
      italic: false,
      letterSpacing: 0,
      textTransform: 'none',
      color: base.color,
      underline: false,
      strike: false,
      lineHeight: base.lineHeight,
    });
  });

  test('turns the theme’s em letter spacing into px at the role’s size', () => {
    const { display } = sunlit.paragraph;
    expect(display.letterSpacing).toBeLessThan(0);
    expect(resolveTextStyle(sunlit, 'display').letterSpacing).toBeCloseTo(display.letterSpacing * 154, 10);
    const caption = resolveTextStyle(sunlit, 'caption');
    expect(caption.letterSpacing).toBeCloseTo(sunlit.paragraph.caption.letterSpacing * caption.fontSize, 10);
  });

  test('bold makes body text a real Bold and headings heavier, up to 900', () => {
    const weightFor = (base: number): number => {
      const theme = { ...sunlit, paragraph: { ...sunlit.paragraph, normalText: { ...sunlit.paragraph.normalText, fontWeight: base } } };
      return resolveTextStyle(theme, 'normalText', { bold: true }).fontWeight;
    };
    expect(weightFor(400)).toBe(700);
    expect(weightFor(300)).toBe(700);
    expect(weightFor(500)).toBe(800);
    expect(weightFor(600)).toBe(900);
    expect(weightFor(800)).toBe(900);
    expect(resolveTextStyle(sunlit, 'normalText', { bold: false }).fontWeight).toBe(sunlit.paragraph.normalText.fontWeight);
  });

  test('italic, underline and strike marks come through', () => {
    const style = resolveTextStyle(sunlit, 'headline', { italic: true, underline: true, strike: true });
    expect(style).toMatchObject({ italic: true, underline: true, strike: true, fontSize: 50 });
  });

  test('a link mark takes the theme’s link colour and an underline, and keeps its href', () => {
    const style = resolveTextStyle(sunlit, 'normalText', { link: 'https://example.com' });
    expect(style).toMatchObject({ color: sunlit.paragraph.link.color, underline: true, link: 'https://example.com' });
    expect(style.fontSize).toBe(sunlit.paragraph.normalText.fontSize);
  });

  test('a link-role paragraph looks like a link even before it has an href', () => {
    const style = resolveTextStyle(sunlit, 'link');
    expect(style).toMatchObject({ color: sunlit.paragraph.link.color, underline: true });
    expect(style).not.toHaveProperty('link');
  });

  test('an author can switch a link’s underline off', () => {
    expect(resolveTextStyle(sunlit, 'normalText', { link: 'https://example.com', underline: false }).underline).toBe(false);
  });

  test('a colour mark wins over the role colour and over the link colour', () => {
    expect(resolveTextStyle(sunlit, 'title', { color: '#123456' }).color).toBe('#123456');
    expect(resolveTextStyle(sunlit, 'normalText', { color: '#123456', link: 'https://example.com' }).color).toBe('#123456');
  });

  test('uppercase themes pass the transform through', () => {
    expect(resolveTextStyle(getTheme('amber-horizons'), 'title').textTransform).toBe('uppercase');
  });
});

describe('resolveBlockStyle', () => {
  test('a card theme gives fill, border, radius, shadow and the §9 inner padding', () => {
    const block = resolveBlockStyle(sunlit);
    expect(block).toEqual({
      enabled: true,
      fill: sunlit.block.backgroundColor,
      border: { color: sunlit.block.borderColor, width: sunlit.block.borderWidth },
      radius: sunlit.block.borderRadius,
      shadow: { color: sunlit.block.shadowColor, blur: 24, offsetX: 0, offsetY: 8 },
      opacity: 1,
      padding: 24,
    });
  });

  test('shadowType none casts no shadow', () => {
    const corporate = getTheme('corporate');
    expect(corporate.block.shadowType).toBe('none');
    expect(resolveBlockStyle(corporate).shadow).toBeNull();
  });

  test('hard shadows are offset without blur and glows are centred', () => {
    expect(resolveBlockStyle(getTheme('bubblegum')).shadow).toMatchObject({ blur: 0, offsetX: 6, offsetY: 6 });
    expect(resolveBlockStyle(getTheme('neon-glow')).shadow).toMatchObject({ offsetX: 0, offsetY: 0 });
    expect(resolveBlockStyle(getTheme('neon-glow')).shadow?.blur).toBeGreaterThan(0);
  });

  test('a zero-width border draws nothing', () => {
    expect(resolveBlockStyle(getTheme('soft-sand')).border).toBeNull();
  });

  test('without cards there is nothing to paint and content runs edge to edge', () => {
    const block = resolveBlockStyle(getTheme('minimal-white'));
    expect(block).toMatchObject({ enabled: false, fill: null, border: null, shadow: null, padding: 0 });
  });
});

describe('surfaces', () => {
  test('text sits on the card as painted over the page, opacity included', () => {
    const skies = getTheme('skies');
    expect(skies.block.opacity).toBeLessThan(1);
    const surface = parseColor(textBackground(skies));
    const page = parseColor(skies.background.backgroundColor);
    expect(surface.a).toBe(1);
    expect(surface.b).toBeGreaterThan(page.b - 1);
    expect(textBackground(skies)).not.toBe('#ffffff');
  });

  test('without cards text sits on the page', () => {
    const theme = getTheme('minimal-white');
    expect(textBackground(theme)).toBe(theme.background.backgroundColor);
  });

  test('a page’s own background colour wins over the theme’s', () => {
    expect(pageBackground(sunlit)).toBe(sunlit.background.backgroundColor);
    expect(pageBackground(sunlit, {})).toBe(sunlit.background.backgroundColor);
    expect(pageBackground(sunlit, { background: { image: 'https://example.com/a.png' } })).toBe(sunlit.background.backgroundColor);
    expect(pageBackground(sunlit, { background: { color: '#101010' } })).toBe('#101010');
  });
});

describe('resolveTableStyle', () => {
  test('headers are accent-based and set apart from the body', () => {
    for (const theme of BUILTIN_THEMES) {
      const table = resolveTableStyle(theme);
      expect(table.headerFontWeight).toBeGreaterThan(theme.paragraph.normalText.fontWeight);
      expect(table.fontFamily).toBe(theme.paragraph.normalText.fontFamily);
      expect(table.bodyFontSize).toBe(theme.table.bodyFontSize);
      expect(table.zebraFill).not.toBe(toCss(table.bodyFill));
      expect(table.gridLine).not.toBe(toCss(table.bodyFill));
      // Same hue family as the accent: the header is the accent, or the accent made readable.
      const header = parseColor(table.headerFill);
      const accent = parseColor(theme.seedColor);
      const dominant = (c: { r: number; g: number; b: number }): number => [c.r, c.g, c.b].indexOf(Math.max(c.r, c.g, c.b));
      expect(dominant(header), theme.id).toBe(dominant(accent));
    }
  });

  test('the accent itself heads the table when the theme’s own colours read on it', () => {
    const table = resolveTableStyle(getTheme('dark-matter'));
    expect(table).toMatchObject({ headerFill: '#8B7CF6', headerText: '#0B0D14' });
  });
});

describe('chartPalette', () => {
  test('gives the asked number of pairwise different colours', () => {
    for (const theme of BUILTIN_THEMES) {
      for (const count of [1, 2, 5, 8, 12, 24]) {
        const palette = chartPalette(theme, count);
        expect(palette).toHaveLength(count);
        expect(new Set(palette).size, `${theme.id} × ${count}`).toBe(count);
      }
    }
  });

  test('every series reads on the chart background (3:1)', () => {
    for (const theme of BUILTIN_THEMES) {
      for (const color of chartPalette(theme, 12)) {
        expect(contrastRatio(color, theme.chart.backgroundColor), `${theme.id} ${color}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test('the first series is the accent when the accent already reads', () => {
    expect(chartPalette(getTheme('dark-matter'), 3)[0]).toBe(toCss('#8B7CF6'));
  });

  test('the first eight series are clearly apart, not one step from each other', () => {
    for (const theme of BUILTIN_THEMES) {
      const palette = chartPalette(theme, 8).map(parseColor);
      for (let i = 0; i < palette.length; i += 1) {
        for (let j = i + 1; j < palette.length; j += 1) {
          const [a, b] = [palette[i]!, palette[j]!];
          expect(Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b), `${theme.id} ${i}/${j}`).toBeGreaterThan(30);
        }
      }
    }
  });

  test('an empty chart needs no colours; a negative or fractional count is a bug', () => {
    expect(chartPalette(sunlit, 0)).toEqual([]);
    expect(() => chartPalette(sunlit, -1)).toThrow(RangeError);
    expect(() => chartPalette(sunlit, 2.5)).toThrow(RangeError);
  });

  test('holds for any accent on any chart background', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    const color = fc.tuple(byte, byte, byte).map(([r, g, b]) => toCss({ r, g, b, a: 1 }));
    fc.assert(
      fc.property(color, color, fc.integer({ min: 1, max: 16 }), (seedColor, chartBackground, count) => {
        const theme: ThemeJson = { ...sunlit, seedColor, chart: { ...sunlit.chart, backgroundColor: chartBackground } };
        const palette = chartPalette(theme, count);
        expect(new Set(palette).size).toBe(count);
        for (const series of palette) expect(contrastRatio(series, chartBackground)).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});
