import { expect, test } from 'vitest';
import samples from './fixtures/ui-languages.json' with { type: 'json' };
import { layout, paragraph } from './testing.ts';

const RTL = new Set(['he', 'ur', 'ar', 'fa']);

test.each(samples.sentences)('draws every character of the $lang sample (no .notdef)', async ({ lang, text }) => {
  const { result } = await layout([paragraph(text, { lang })], 320);
  const glyphs = result.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs));
  expect(glyphs.length).toBeGreaterThan(10);
  expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
  expect(result.lines.every((line) => line.rtl === RTL.has(lang))).toBe(true);
  for (const line of result.lines) expect(line.width).toBeLessThanOrEqual(320);
});
