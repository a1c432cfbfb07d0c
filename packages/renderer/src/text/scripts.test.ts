import { describe, expect, test } from 'vitest';
import type { TextLayout } from './types.ts';
import { layout, lineText, paragraph } from './testing.ts';
import { fontsNeededFor } from './fonts-needed.ts';

const fontsOf = (result: TextLayout): Set<string> =>
  new Set(result.lines.flatMap((line) => line.runs.filter((run) => run.text.trim()).map((run) => run.fontKey)));
const glyphIds = (result: TextLayout): number[] => result.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs.map((glyph) => glyph.id)));

describe('CJK', () => {
  test('Chinese wraps between ideographs', async () => {
    const text = '演示文稿应该清楚地表达每一个想法让观众容易理解这件事';
    const { result } = await layout([paragraph(text, { lang: 'zh-CN' })], 110);
    expect(result.lines.length).toBeGreaterThan(3);
    for (const [index, line] of result.lines.entries()) {
      expect(line.width).toBeLessThanOrEqual(110);
      if (index < result.lines.length - 1) expect(lineText(result, index)).toHaveLength(5);
    }
    expect(result.lines.map((_, index) => lineText(result, index)).join('')).toBe(text);
    expect([...fontsOf(result)]).toEqual(['@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf']);
  });

  test('each language gets its own CJK font', async () => {
    const cases = [
      { text: '日本語の文章', lang: 'ja', font: 'NotoSansJP' },
      { text: '한국어 문장', lang: 'ko', font: 'NotoSansKR' },
      { text: '繁體中文', lang: 'zh-TW', font: 'NotoSansTC' },
      { text: '简体中文', lang: undefined, font: 'NotoSansSC' },
      { text: 'ひらがなと漢字', lang: undefined, font: 'NotoSansJP' },
    ];
    for (const { text, lang, font } of cases) {
      const { result } = await layout([paragraph(text, lang ? { lang } : {})], 1000);
      const fonts = [...fontsOf(result)];
      expect(fonts.length, text).toBe(1);
      expect(fonts[0], text).toContain(font);
      expect(glyphIds(result)).not.toContain(0);
    }
  });
});

describe('complex scripts', () => {
  test('Hindi forms conjuncts', async () => {
    const { result } = await layout([paragraph('क्षत्रिय', { lang: 'hi' })], 1000);
    const run = result.lines[0]!.runs[0]!;
    expect(run.fontKey).toContain('NotoSansDevanagari');
    expect(run.glyphs.length).toBeLessThan([...'क्षत्रिय'].length);
    expect(run.glyphs.map((glyph) => glyph.id)).not.toContain(0);
  });

  test('Thai wraps between words, not inside them', async () => {
    const text = 'งานนำเสนอที่ดีควรมีหนึ่งความคิดต่อหนึ่งสไลด์เพื่อให้เข้าใจง่าย';
    const { result } = await layout([paragraph(text, { lang: 'th' })], 120);
    expect(result.lines.length).toBeGreaterThan(2);
    const words = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((word) => word.index));
    for (const line of result.lines.slice(1)) expect(words).toContain(line.start);
    for (const line of result.lines) expect(line.width).toBeLessThanOrEqual(120);
    expect([...fontsOf(result)][0]).toContain('NotoSansThai');
  });

  test('decomposed Vietnamese keeps both accents of a letter', async () => {
    const composed = await layout([paragraph('Việt', { lang: 'vi' })], 1000);
    const decomposed = await layout([paragraph('Vie\u0323\u0302t', { lang: 'vi' })], 1000);
    expect(glyphIds(decomposed.result)).toEqual(glyphIds(composed.result));
  });

  test('Vietnamese stacked diacritics come from Inter', async () => {
    const { result } = await layout([paragraph('Tiếng Việt: ẩ ở ữ ặ ậ ệ ỗ ừ', { lang: 'vi' })], 1000);
    expect([...fontsOf(result)]).toEqual(['@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf']);
    expect(glyphIds(result)).not.toContain(0);
  });
});

describe('font choice', () => {
  test('a family we do not ship falls back to Inter at the asked weight', async () => {
    const { result } = await layout([paragraph('Missing', {}, { fontFamily: 'Comic Sans MS', fontWeight: 700 })], 1000);
    expect([...fontsOf(result)]).toEqual(['@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf']);
  });

  test('glyphs a theme font lacks fall back to Inter, the rest stay in the theme font', async () => {
    const { result } = await layout([paragraph('Café → ✓ Ωμέγα', {}, { fontFamily: 'Playfair Display' })], 1000);
    const fonts = fontsOf(result);
    expect([...fonts].some((font) => font.includes('PlayfairDisplay'))).toBe(true);
    expect(glyphIds(result)).not.toContain(0);
  });

  test('punctuation shared with another script is drawn after a Latin word, not as a box', async () => {
    for (const [text, family] of [['What؟', 'NotoSansArabic'], ['Done。', 'NotoSansSC'], ['x\u0640y', 'NotoSansArabic']] as const) {
      const { result } = await layout([paragraph(text)], 1000);
      expect(glyphIds(result), text).not.toContain(0);
      expect([...fontsOf(result)].some((font) => font.includes(family)), text).toBe(true);
    }
  });

  test('a middle dot between Latin words stays in the theme font and loads no CJK font', async () => {
    const { result } = await layout([paragraph('Folio · Slides', {}, { fontFamily: 'Playfair Display' })], 1000);
    expect([...fontsOf(result)].every((font) => font.includes('PlayfairDisplay'))).toBe(true);
    expect(fontsNeededFor([paragraph('Folio · Slides')]).map((request) => request.family)).not.toContain('Noto Sans SC');
  });

  test('emoji are drawn from the emoji font, in the text colour', async () => {
    const { result } = await layout([paragraph('Launch 🚀 day ❤️ 👍🏽')], 1000);
    expect(glyphIds(result)).not.toContain(0);
    expect([...fontsOf(result)].some((font) => font.includes('NotoEmoji'))).toBe(true);
  });

  test('a copyright sign does not load the emoji font', () => {
    expect(fontsNeededFor([paragraph('© 2026 Folio ™')]).map((request) => request.family)).not.toContain('Noto Emoji');
  });
});
