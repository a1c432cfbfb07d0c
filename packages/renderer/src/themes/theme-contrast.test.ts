import { describe, expect, test } from 'vitest';
import { BUILTIN_THEMES } from './catalog.ts';
import { contrastRatio, parseColor } from './color.ts';
import { resolveTableStyle, textBackground } from './resolve.ts';

/** WCAG 2.x AA: 4.5:1 for body-size text, 3:1 for large text (headings here are all ≥ 28 px). */
const AA_TEXT = 4.5;
const AA_LARGE = 3;

const cases = BUILTIN_THEMES.map((theme) => [theme.id, theme] as const);

describe('built-in themes are readable (WCAG AA)', () => {
  test.each(cases)('%s: body text and captions on the surface they sit on', (_id, theme) => {
    // The card when blocks are drawn on cards, else the page.
    const surface = theme.block.enabled ? textBackground(theme) : theme.background.backgroundColor;
    const { normalText, caption, link } = theme.paragraph;
    expect(contrastRatio(normalText.color, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(caption.color, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(link.color, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test.each(cases)('%s: headings on the page and on the card', (_id, theme) => {
    for (const role of ['display', 'title', 'headline', 'subheadline', 'subheadline2'] as const) {
      const { color } = theme.paragraph[role];
      expect(contrastRatio(color, theme.background.backgroundColor), role).toBeGreaterThanOrEqual(AA_LARGE);
      expect(contrastRatio(color, textBackground(theme)), role).toBeGreaterThanOrEqual(AA_LARGE);
    }
  });

  test.each(cases)('%s: table header, rows and zebra rows', (_id, theme) => {
    const table = resolveTableStyle(theme);
    expect(contrastRatio(table.headerText, table.headerFill)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(table.text, table.bodyFill)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(table.text, table.zebraFill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test.each(cases)('%s: text colours are opaque, so the ratios above are what is painted', (_id, theme) => {
    for (const style of Object.values(theme.paragraph)) expect(parseColor(style.color).a).toBe(1);
  });
});
