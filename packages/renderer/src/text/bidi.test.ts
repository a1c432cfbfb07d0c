import { describe, expect, test } from 'vitest';
import bidiFactory from 'bidi-js';
import fc from 'fast-check';
import { resolveBidi } from './bidi.ts';
import type { GlyphRun } from './types.ts';
import { layout, paragraph } from './testing.ts';

const byX = (runs: GlyphRun[]): GlyphRun[] => [...runs].sort((a, b) => a.x - b.x);

describe('right-to-left text', () => {
  test('Arabic comes out right-to-left with joined letter forms', async () => {
    const word = 'سلام';
    const { result } = await layout([paragraph(word), ...[...word].map((letter) => paragraph(letter))], 1000);
    const [joined, ...isolated] = result.lines;
    expect(joined!.rtl).toBe(true);
    const run = joined!.runs[0]!;
    expect(run.rtl).toBe(true);
    expect(run.fontKey).toContain('NotoSansArabic');
    // Visual order: the first letter is drawn rightmost.
    expect(run.glyphs.map((glyph) => glyph.cluster)).toEqual([3, 2, 1, 0]);
    const joinedIds = [...run.glyphs].reverse().map((glyph) => glyph.id);
    const isolatedIds = isolated.map((line) => line.runs[0]!.glyphs[0]!.id);
    expect(joinedIds[0]).not.toBe(isolatedIds[0]);
    expect(joinedIds[1]).not.toBe(isolatedIds[1]);
    expect(joinedIds).not.toEqual(isolatedIds);
  });

  test('Hebrew with an English phrase and numbers reads in the right order', async () => {
    const { result } = await layout([paragraph('שלום world 123 עולם')], 1000);
    const line = result.lines[0]!;
    expect(line.rtl).toBe(true);
    const texts = byX(line.runs).map((run) => run.text);
    const at = (part: string): number => texts.findIndex((text) => text.includes(part));
    expect(at('עולם')).toBeLessThan(at('world'));
    expect(at('world')).toBeLessThan(at('שלום'));
    const latin = line.runs.find((run) => run.text.includes('world'))!;
    expect(latin.rtl).toBe(false);
    expect(latin.text).toBe('world 123');
    const xOf = (offset: number): number => latin.glyphs.find((glyph) => glyph.cluster === offset)!.x;
    expect(xOf(5)).toBeLessThan(xOf(11));
    expect(xOf(11)).toBeLessThan(xOf(13));
  });

  test('brackets are mirrored inside right-to-left runs', async () => {
    const { result } = await layout([paragraph('(שלום)'), paragraph('(', { direction: 'ltr' })], 1000);
    const [rtl, ltr] = result.lines;
    const openParen = ltr!.runs[0]!.glyphs[0]!.id;
    const runs = byX(rtl!.runs);
    const leftmost = runs[0]!.glyphs[0]!;
    expect(leftmost.cluster).toBe(5);
    expect(leftmost.id).toBe(openParen);
  });

  test('an explicit direction overrides the first strong character', async () => {
    const { result } = await layout([paragraph('Hello עולם', { direction: 'rtl' }), paragraph('שלום world', { direction: 'ltr' })], 1000);
    expect(result.lines.map((line) => line.rtl)).toEqual([true, false]);
    const [rtl] = result.lines;
    expect(byX(rtl!.runs)[0]!.text).toContain('עולם');
  });
});

describe('bidi levels', () => {
  test('the left-to-right shortcut gives the levels the full algorithm gives', () => {
    const full = bidiFactory();
    // Latin, digits, punctuation, CJK, Devanagari, Thai, LRM, and a Hebrew letter now and then.
    const alphabet = ['a', 'Z', ' ', '1', '.', '(', '中', 'क', 'ก', '\u200E', 'é', 'א', '\u202B', '٣'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }), fc.constantFrom('auto', 'ltr') as fc.Arbitrary<'auto' | 'ltr'>, (chars, direction) => {
        const text = chars.join('');
        const expected = full.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
        const got = resolveBidi(text, direction);
        expect([...got.levels]).toEqual([...expected.levels]);
        expect(got.rtl).toBe((expected.paragraphs[0]?.level ?? 0) % 2 === 1);
      }),
    );
  });
});
