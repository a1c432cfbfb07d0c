import { describe, expect, test } from 'vitest';
import { layout, paragraph } from '../testing.ts';
import type { ParagraphInput } from '../types.ts';
import { TextCarets } from './text-carets.ts';

async function carets(paragraphs: ParagraphInput[], width = 1000): Promise<TextCarets> {
  const { result } = await layout(paragraphs, width);
  return new TextCarets(result, paragraphs.map((each) => each.spans.map((span) => span.text).join('')));
}

const at = (paragraph: number, offset: number) => ({ paragraph, offset });

describe('caret placement', () => {
  test('in left-to-right text every offset stands further right than the one before', async () => {
    const text = 'Folio makes slides';
    const view = await carets([paragraph(text)]);
    const xs = Array.from({ length: text.length + 1 }, (_, offset) => view.caret(at(0, offset)).x);
    for (let i = 1; i < xs.length; i += 1) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    expect(xs[0]).toBe(0);
  });

  test('in Arabic the caret starts at the right and moves left as the text goes on', async () => {
    const text = 'مرحبا بالعالم';
    const view = await carets([paragraph(text)]);
    const xs = Array.from({ length: text.length + 1 }, (_, offset) => view.caret(at(0, offset)).x);
    for (let i = 1; i < xs.length; i += 1) expect(xs[i]!).toBeLessThan(xs[i - 1]!);
  });

  test('clicking where the caret is drawn puts the caret back at the same offset, in every direction', async () => {
    for (const text of ['Hello world', 'שלום עולם', 'Price: 49 ريال today', 'office affinity', '中文排版测试']) {
      const view = await carets([paragraph(text, {}, { fontFamily: 'Playfair Display' })]);
      for (let offset = 0; offset <= text.length; offset += 1) {
        const rect = view.caret(at(0, offset));
        const back = view.hit(rect.x, rect.top + rect.height / 2);
        expect(view.caret(back).x, `${text} @${offset}`).toBeCloseTo(rect.x, 5);
      }
    }
  });

  test('a ligature gives each of its letters its own caret stop', async () => {
    const view = await carets([paragraph('official', {}, { fontFamily: 'Playfair Display' })]);
    const xs = [1, 2, 3, 4].map((offset) => view.caret(at(0, offset)).x);
    expect(new Set(xs).size).toBe(4);
  });

  test('an emoji with a skin tone is one step for the caret', async () => {
    const text = 'a👍🏽b';
    const view = await carets([paragraph(text)]);
    expect(view.move(at(0, 1), 'right').position).toEqual(at(0, 5));
    expect(view.move(at(0, 5), 'left').position).toEqual(at(0, 1));
  });
});

describe('moving the caret', () => {
  test('Right at the end of a paragraph goes to the start of the next', async () => {
    const view = await carets([paragraph('One'), paragraph('Two')]);
    expect(view.move(at(0, 3), 'right').position).toEqual(at(1, 0));
    expect(view.move(at(1, 0), 'left').position).toEqual(at(0, 3));
  });

  test('in a right-to-left paragraph Left moves forward through the text', async () => {
    const view = await carets([paragraph('שלום')]);
    expect(view.move(at(0, 1), 'left').position).toEqual(at(0, 2));
  });

  test('word jumps stop at word ends going forward and word starts going back', async () => {
    const view = await carets([paragraph('Make slides, fast.')]);
    expect(view.move(at(0, 0), 'wordRight').position).toEqual(at(0, 4));
    expect(view.move(at(0, 4), 'wordRight').position).toEqual(at(0, 11));
    expect(view.move(at(0, 11), 'wordLeft').position).toEqual(at(0, 5));
  });

  test('Home and End go to the ends of the visual line of a wrapped paragraph', async () => {
    const text = 'one two three four five six seven eight nine ten';
    const view = await carets([paragraph(text)], 160);
    expect(view.layout.lines.length).toBeGreaterThan(2);
    const second = view.layout.lines[1]!;
    const inside = at(0, second.start + 2);
    expect(view.move(inside, 'lineStart').position).toEqual(at(0, second.start));
    const end = view.move(inside, 'lineEnd').position;
    expect(end.offset).toBeLessThan(second.end);
    expect(view.caret(end).line).toBe(1);
  });

  test('Down then Up returns to the same column even through a shorter line', async () => {
    const view = await carets([paragraph('A long first line of text'), paragraph('Short'), paragraph('Another long line of text')]);
    const start = at(0, 20);
    const down = view.move(start, 'down');
    expect(down.position.paragraph).toBe(1);
    const down2 = view.move(down.position, 'down', down.goalX);
    expect(down2.position.paragraph).toBe(2);
    expect(Math.abs(view.caret(down2.position).x - view.caret(start).x)).toBeLessThan(12);
    const up = view.move(view.move(down2.position, 'up', down2.goalX).position, 'up', down2.goalX);
    expect(up.position).toEqual(start);
  });

  test('double click selects the word, triple click the paragraph', async () => {
    const view = await carets([paragraph('Make slides fast')]);
    expect(view.wordAt(at(0, 7))).toEqual([at(0, 5), at(0, 11)]);
    expect(view.paragraphAt(at(0, 7))).toEqual([at(0, 0), at(0, 16)]);
  });
});

describe('selection', () => {
  test('a selection inside one line is one rectangle from caret to caret', async () => {
    const view = await carets([paragraph('Folio makes slides')]);
    const rects = view.selection(at(0, 6), at(0, 11));
    expect(rects).toHaveLength(1);
    expect(rects[0]!.x).toBeCloseTo(view.caret(at(0, 6)).x, 5);
    expect(rects[0]!.x + rects[0]!.width).toBeCloseTo(view.caret(at(0, 11)).x, 5);
  });

  test('selecting an English word inside Hebrew text lights the word where it is drawn', async () => {
    const text = 'שלום world עולם';
    const view = await carets([paragraph(text)]);
    const rects = view.selection(at(0, 5), at(0, 10));
    expect(rects).toHaveLength(1);
    const run = view.layout.lines[0]!.runs.find((each) => each.text.includes('world'))!;
    expect(rects[0]!.x).toBeCloseTo(run.x, 0);
  });

  test('a selection across two paragraphs covers the end of one and the start of the next', async () => {
    const view = await carets([paragraph('First'), paragraph('Second')]);
    const rects = view.selection(at(0, 2), at(1, 3));
    expect(rects).toHaveLength(2);
    expect(rects[0]!.y).toBeLessThan(rects[1]!.y);
  });
});
