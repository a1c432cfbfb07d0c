import { describe, expect, test } from 'vitest';
import { testEnv } from '../../../../scripts/test-env.ts';
import { FontRegistry } from './registry.ts';

async function countingRegistry(): Promise<{ fonts: FontRegistry; loaded: string[] }> {
  const loaded: string[] = [];
  const fonts = await FontRegistry.create({
    loadFontFile: (file) => {
      loaded.push(file);
      return testEnv().loadFontFile(file);
    },
  });
  return { fonts, loaded };
}

const INTER = '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf';

describe('FontRegistry', () => {
  test('starts with Inter Regular and loads a face once however often it is asked for', async () => {
    const { fonts, loaded } = await countingRegistry();
    expect(loaded).toEqual([INTER]);
    const lora = { family: 'Lora', weight: 700, style: 'italic' as const };
    await Promise.all([fonts.load([lora, lora]), fonts.load([lora])]);
    await fonts.load([lora]);
    expect(loaded).toEqual([INTER, '@expo-google-fonts/lora/700Bold_Italic/Lora_700Bold_Italic.ttf']);
  });

  test('matches weights and styles the way CSS does', async () => {
    const { fonts } = await countingRegistry();
    const file = (family: string, weight: number, style: 'normal' | 'italic' = 'normal'): string =>
      fonts.match({ family, weight, style }).file.split('/').pop()!;
    expect(file('Inter', 300)).toBe('Inter_400Regular.ttf');
    expect(file('Inter', 450)).toBe('Inter_500Medium.ttf');
    expect(file('Inter', 550)).toBe('Inter_600SemiBold.ttf');
    expect(file('Inter', 900)).toBe('Inter_800ExtraBold.ttf');
    expect(file('Inter', 600, 'italic')).toBe('Inter_700Bold_Italic.ttf');
    expect(file('inter', 500, 'italic')).toBe('Inter_400Regular_Italic.ttf');
    expect(file('Space Grotesk', 800)).toBe('SpaceGrotesk_700Bold.ttf');
    expect(file('Manrope', 400, 'italic')).toBe('Manrope_400Regular.ttf');
  });

  test('a family that is not in the catalogue is Inter, and never throws', async () => {
    const { fonts } = await countingRegistry();
    expect(fonts.match({ family: 'Comic Sans MS', weight: 700, style: 'normal' }).file).toContain('Inter_700Bold');
    await fonts.load([{ family: 'Comic Sans MS', weight: 400, style: 'normal' }]);
    expect(fonts.resolve({ family: 'Comic Sans MS', weight: 400, style: 'normal' }).key).toBe(INTER);
  });

  test('uses the nearest loaded face when layout runs before the asked face loaded', async () => {
    const { fonts } = await countingRegistry();
    expect(fonts.resolve({ family: 'Lora', weight: 700, style: 'normal' }).key).toBe(INTER);
  });

  test('reads vertical, underline and strikeout metrics from the font', async () => {
    const { fonts } = await countingRegistry();
    expect(fonts.metrics(INTER)).toEqual({
      unitsPerEm: 2048,
      ascender: 1984,
      descender: 494,
      lineGap: 0,
      underlinePosition: -348,
      underlineThickness: 140,
      strikeoutPosition: 671,
      strikeoutThickness: 140,
    });
  });

  test('gives glyph outlines in font units with y up, computed once', async () => {
    const { fonts } = await countingRegistry();
    const g = fonts.face(INTER)!.font.nominalGlyph('g'.codePointAt(0)!)!;
    const path = fonts.glyphPath(INTER, g);
    expect(path).toMatch(/^M/);
    const ys = [...path.matchAll(/-?\d+(\.\d+)?,(-?\d+(\.\d+)?)/g)].map((match) => Number(match[2]));
    expect(Math.min(...ys)).toBeLessThan(-300);
    expect(Math.max(...ys)).toBeGreaterThan(800);
    expect(fonts.glyphPath(INTER, g)).toBe(path);
  });

  test('a failed download can be retried', async () => {
    let fail = true;
    const fonts = await FontRegistry.create({
      loadFontFile: (file) => (fail && file.includes('sora') ? Promise.reject(new Error('offline')) : testEnv().loadFontFile(file)),
    });
    const sora = { family: 'Sora', weight: 400, style: 'normal' as const };
    await expect(fonts.load([sora])).rejects.toThrow('offline');
    fail = false;
    await fonts.load([sora]);
    expect(fonts.resolve(sora).entry.family).toBe('Sora');
  });

  test('loads CJK faces for a document only when its text needs them', async () => {
    const { fonts, loaded } = await countingRegistry();
    expect(fonts.isLoadedForText({ families: ['Lora'], text: 'Hello', langs: [] })).toBe(false);
    await fonts.loadForText({ families: ['Lora'], text: 'Hello, Привет, שלום', langs: [] });
    expect(fonts.isLoadedForText({ families: ['Lora'], text: 'Shalom שלום', langs: [] })).toBe(true);
    expect(fonts.isLoadedForText({ families: ['Lora'], text: 'Hello 中文', langs: [] })).toBe(false);
    expect(loaded.some((file) => /noto-sans-(sc|tc|jp|kr)/.test(file))).toBe(false);
    expect(loaded.filter((file) => file.includes('noto-sans-hebrew'))).toHaveLength(2);
    expect(loaded.filter((file) => file.includes('/lora/'))).toHaveLength(6);
    await fonts.loadForText({ families: ['Lora'], text: '中文', langs: ['ja'] });
    expect(loaded.filter((file) => /noto-sans-(sc|jp)/.test(file))).toHaveLength(4);
  });
});
