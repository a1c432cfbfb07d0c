import { describe, expect, test } from 'vitest';
import { fontFilePath } from '../node/font-files.ts';
import { FONT_FACES, FONT_FAMILIES, fallbackFamily } from './manifest.ts';

describe('font catalogue', () => {
  test('every face is a TTF shipped by its npm package', () => {
    expect(FONT_FACES.length).toBeGreaterThan(100);
    for (const face of FONT_FACES) expect(() => fontFilePath(face.file), face.file).not.toThrow();
  });

  test('lists the weights and styles each family ships, and nothing else', () => {
    const faces = (family: string): string[] =>
      FONT_FACES.filter((face) => face.family === family).map((face) => `${face.weight}${face.style === 'italic' ? 'i' : ''}`);
    expect(faces('Inter')).toEqual(['400', '500', '600', '700', '800', '400i', '700i']);
    expect(faces('Space Grotesk')).toEqual(['400', '500', '600', '700']);
    expect(faces('Manrope')).toEqual(['400', '500', '600', '700', '800']);
    expect(faces('Noto Sans SC')).toEqual(['400', '700']);
    expect(new Set(FONT_FACES.map((face) => face.file)).size).toBe(FONT_FACES.length);
  });

  test('offers theme authors every family', () => {
    expect(FONT_FAMILIES).toHaveLength(23);
    expect(FONT_FAMILIES).toContain('Playfair Display');
  });

  test('picks a fallback family per script, and per language for Han', () => {
    expect(fallbackFamily('Latn', 'vi')).toBe('Inter');
    expect(fallbackFamily('Cyrl', 'ru')).toBe('Inter');
    expect(fallbackFamily('Arab', 'fa')).toBe('Noto Sans Arabic');
    expect(fallbackFamily('Hebr', 'he')).toBe('Noto Sans Hebrew');
    expect(fallbackFamily('Deva', 'hi')).toBe('Noto Sans Devanagari');
    expect(fallbackFamily('Thai', 'th')).toBe('Noto Sans Thai');
    expect(fallbackFamily('Hani', undefined)).toBe('Noto Sans SC');
    expect(fallbackFamily('Hani', 'zh-CN')).toBe('Noto Sans SC');
    expect(fallbackFamily('Hani', 'zh-TW')).toBe('Noto Sans TC');
    expect(fallbackFamily('Hani', 'zh-HK')).toBe('Noto Sans TC');
    expect(fallbackFamily('Hani', 'zh-Hant')).toBe('Noto Sans TC');
    expect(fallbackFamily('Hani', 'ja')).toBe('Noto Sans JP');
    expect(fallbackFamily('Hani', 'ko')).toBe('Noto Sans KR');
    expect(fallbackFamily('Kana', undefined)).toBe('Noto Sans JP');
    expect(fallbackFamily('Hang', undefined)).toBe('Noto Sans KR');
    expect(fallbackFamily('Zsye', undefined)).toBe('Noto Emoji');
  });
});
