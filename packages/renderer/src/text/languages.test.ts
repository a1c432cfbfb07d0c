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

test.each([
  { what: 'a simplified character in a Traditional Chinese column', text: '繁體中文的欄位裡也有写字', lang: 'zh-TW', fontFamily: 'Fraunces' },
  { what: 'a full-width bracket after Latin text', text: 'Revenue (2025）grew', lang: undefined, fontFamily: 'Inter' },
  { what: 'the fi ligature character', text: 'A ﬁnal ﬁgure', lang: undefined, fontFamily: 'Inter' },
  { what: 'full-width Latin letters', text: 'Ｆｏｌｉｏ deck', lang: 'en', fontFamily: 'Inter' },
])('draws $what with a face that has it', async ({ text, lang, fontFamily }) => {
  const { result } = await layout([paragraph(text, { lang }, { fontFamily, fontWeight: 700 })], 600);
  const glyphs = result.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs));
  expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
});
