import { describe, expect, test } from 'vitest';
import { layout, lineText, paragraph } from './testing.ts';

const SENTENCE =
  'Slides that explain one idea each are easier to follow, and the words on them should wrap where a reader expects, never in the middle of a word.';

describe('wrapping', () => {
  test('keeps every line within the width and breaks only at spaces', async () => {
    const { result } = await layout([paragraph(SENTENCE)], 240);
    expect(result.lines.length).toBeGreaterThan(2);
    const words = new Set(SENTENCE.split(' '));
    for (const [index, line] of result.lines.entries()) {
      expect(line.width).toBeLessThanOrEqual(240);
      for (const word of lineText(result, index).split(' ')) expect(words).toContain(word);
    }
    expect(result.lines.map((_, index) => lineText(result, index)).join(' ')).toBe(SENTENCE);
  });

  test('breaks Korean only between words, as CSS keep-all does', async () => {
    const korean = '발표 자료는 한 장에 한 가지 생각만 담을 때 가장 이해하기 쉽습니다';
    const { result } = await layout([paragraph(korean, { lang: 'ko' })], 200);
    expect(result.lines.length).toBeGreaterThan(1);
    const words = new Set(korean.split(' '));
    for (const [index] of result.lines.entries()) for (const word of lineText(result, index).trim().split(' ')) expect(words).toContain(word);
  });

  test('still breaks a Korean word wider than the line', async () => {
    const { result } = await layout([paragraph('가나다라마바사아자차카타파하가나다라마바사아자차카타파하', { lang: 'ko' })], 120);
    expect(result.lines.length).toBeGreaterThan(1);
    for (const line of result.lines) expect(line.width).toBeLessThanOrEqual(120);
  });

  test('breaks a word wider than the line inside the word', async () => {
    const word = 'Antidisestablishmentarianism';
    const { result } = await layout([paragraph(word)], 80);
    expect(result.lines.length).toBeGreaterThan(2);
    for (const line of result.lines) expect(line.width).toBeLessThanOrEqual(80);
    expect(result.lines.map((_, index) => lineText(result, index)).join('')).toBe(word);
  });

  test('starts a new line at every line break, keeping empty lines', async () => {
    const { result } = await layout([paragraph('one\ntwo\n\nthree\n')], 1000);
    expect(result.lines.map((_, index) => lineText(result, index))).toEqual(['one', 'two', '', 'three', '']);
    expect(result.lines.map((line) => [line.start, line.end])).toEqual([[0, 4], [4, 8], [8, 9], [9, 15], [15, 15]]);
    for (const line of result.lines) expect(line.height).toBe(24);
  });

  test('does not count trailing spaces toward the line width', async () => {
    const { result: plain } = await layout([paragraph('Hello')], 1000);
    const { result: spaced } = await layout([paragraph('Hello     ')], 1000);
    expect(spaced.lines[0]!.width).toBe(plain.lines[0]!.width);
    expect(spaced.width).toBe(plain.width);
  });

  test('gives lines whole-pixel heights, tops and baselines whatever the sizes', async () => {
    const mixed = paragraph('Odd sizes ', { lineHeight: 1.37 }, { fontSize: 17.3 });
    mixed.spans.push({ text: 'mixed in a long line that wraps a few times over', style: { ...mixed.spans[0]!.style, fontSize: 23.9 } });
    const { result } = await layout([mixed, paragraph('Second paragraph', { lineHeight: 1.15 }, { fontSize: 13.7 })], 150);
    expect(result.lines.length).toBeGreaterThan(3);
    for (const line of result.lines) {
      expect(Number.isInteger(line.height)).toBe(true);
      expect(Number.isInteger(line.top)).toBe(true);
      expect(Number.isInteger(line.baseline)).toBe(true);
      expect(line.baseline).toBeGreaterThan(line.top);
      expect(line.baseline).toBeLessThan(line.top + line.height);
    }
    expect(result.height).toBe(result.lines.reduce((sum, line) => sum + line.height, 0));
  });

  test('sizes the line by its largest font', async () => {
    const big = paragraph('small ', { lineHeight: 1.5 }, { fontSize: 10 });
    big.spans.push({ text: 'BIG', style: { ...big.spans[0]!.style, fontSize: 40 } });
    const { result } = await layout([big], 1000);
    expect(result.lines[0]!.height).toBe(60);
  });
});

describe('letter spacing and case', () => {
  test('letter spacing adds its amount after every character', async () => {
    const { result: tight } = await layout([paragraph('Hello')], 1000);
    const { result: loose } = await layout([paragraph('Hello', {}, { letterSpacing: 2 })], 1000);
    expect(loose.lines[0]!.width - tight.lines[0]!.width).toBeCloseTo(10, 5);
    const xs = loose.lines[0]!.runs[0]!.glyphs.map((glyph) => glyph.x);
    const tightXs = tight.lines[0]!.runs[0]!.glyphs.map((glyph) => glyph.x);
    expect(xs[4]! - tightXs[4]!).toBeCloseTo(8, 5);
  });

  test('uppercase shows capitals but keeps offsets in the typed text', async () => {
    const { result } = await layout([paragraph('straße café', {}, { textTransform: 'uppercase' })], 1000);
    const line = result.lines[0]!;
    expect(lineText(result, 0)).toBe('STRASSE CAFÉ');
    expect([line.start, line.end]).toEqual([0, 11]);
    const clusters = line.runs.flatMap((run) => run.glyphs.map((glyph) => glyph.cluster));
    expect(clusters).toEqual([0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('capitalize and lowercase follow the words', async () => {
    const { result } = await layout([paragraph("the e-mail isn't here", {}, { textTransform: 'capitalize' }), paragraph('LOUD TEXT', {}, { textTransform: 'lowercase' })], 1000);
    expect(lineText(result, 0)).toBe("The E-Mail Isn't Here");
    expect(lineText(result, 1)).toBe('loud text');
  });
});

describe('alignment', () => {
  const box = 400;

  test('centre and right put the line in the middle and at the right edge', async () => {
    const { result } = await layout([paragraph('Centred', { align: 'center' }), paragraph('Right', { align: 'right' })], box);
    const [centre, right] = result.lines;
    expect(centre!.left).toBeCloseTo((box - centre!.width) / 2, 5);
    expect(right!.left + right!.width).toBeCloseTo(box, 5);
    expect(right!.runs[0]!.x).toBeCloseTo(right!.left, 5);
  });

  test('start and end follow the paragraph direction', async () => {
    const { result } = await layout(
      [paragraph('שלום', { align: 'start' }), paragraph('שלום', { align: 'end' }), paragraph('Hello', { align: 'end' })],
      box,
    );
    const [rtlStart, rtlEnd, ltrEnd] = result.lines;
    expect(rtlStart!.left + rtlStart!.width).toBeCloseTo(box, 5);
    expect(rtlEnd!.left).toBeCloseTo(0, 5);
    expect(ltrEnd!.left + ltrEnd!.width).toBeCloseTo(box, 5);
  });

  test('justify fills every line but the last by widening spaces', async () => {
    const { result } = await layout([paragraph(SENTENCE, { align: 'justify' })], 260);
    const lines = result.lines;
    for (const line of lines.slice(0, -1)) {
      expect(line.left).toBeCloseTo(0, 5);
      expect(line.width).toBeCloseTo(260, 5);
      const run = line.runs[line.runs.length - 1]!;
      const last = run.glyphs[run.glyphs.length - 1]!;
      expect(run.x + last.x).toBeLessThan(260);
    }
    expect(lines[lines.length - 1]!.width).toBeLessThan(260);
    expect(lines[lines.length - 1]!.left).toBe(0);
  });

  test('justify leaves a line ended by a line break alone', async () => {
    const { result } = await layout([paragraph('Short line\nand another one', { align: 'justify' })], 400);
    expect(result.lines[0]!.width).toBeLessThan(200);
  });
});

describe('paragraphs and lists', () => {
  test('paragraph spacing collapses between paragraphs and is not added outside them', async () => {
    const { result } = await layout(
      [paragraph('First', { spaceBefore: 30, spaceAfter: 10 }), paragraph('Second', { spaceBefore: 16, spaceAfter: 40 })],
      400,
    );
    const [first, second] = result.lines;
    expect(first!.top).toBe(0);
    expect(second!.top).toBe(first!.height + 16);
    expect(result.height).toBe(second!.top + second!.height);
  });

  test('an empty paragraph is one empty line as tall as its font', async () => {
    const { result } = await layout([paragraph('', { lineHeight: 1.5 }, { fontSize: 30 })], 400);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]!.height).toBe(45);
    expect(result.lines[0]!.runs).toEqual([]);
  });

  test('bullets hang in the indent by level, with the text after them', async () => {
    const items = [0, 1, 2].map((level) => paragraph('Item', { list: { kind: 'bullet', level, index: 1 } }));
    const { result } = await layout(items, 400);
    result.lines.forEach((line, level) => {
      const [marker, text] = line.runs;
      expect(marker!.text).toBe(['•', '◦', '▪'][level]);
      expect(marker!.x).toBeCloseTo(30 * level, 5);
      expect(text!.x).toBeCloseTo(30 * (level + 1), 5);
      expect(marker!.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    });
  });

  test('numbered items show their number, on the right in RTL paragraphs', async () => {
    const { result } = await layout(
      [
        paragraph('First item wraps onto a second line here', { list: { kind: 'ordered', level: 0, index: 3 } }),
        paragraph('البند الأول', { list: { kind: 'ordered', level: 0, index: 1 } }),
      ],
      200,
    );
    const ltr = result.lines[0]!;
    expect(ltr.runs[0]!.text).toBe('3.');
    expect(ltr.runs[0]!.x).toBe(0);
    expect(result.lines[1]!.left).toBeCloseTo(30, 5);
    const rtl = result.lines.find((line) => line.rtl)!;
    const marker = rtl.runs.filter((run) => run.x >= 170);
    expect(marker.map((run) => run.text).join('')).toBe('.1');
    expect(marker[marker.length - 1]!.x + marker[marker.length - 1]!.width).toBeCloseTo(200, 5);
    expect(rtl.left + rtl.width).toBeCloseTo(170, 5);
  });
});
