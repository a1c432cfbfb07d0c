import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import type { Paragraph } from '../schema/text.ts';
import { applyTextEdit } from './apply-text-edit.ts';
import { blockText } from './block-text.ts';
import { deltaToParagraphs, editToDelta, paragraphsToDelta, type DeltaOp } from './delta.ts';
import type { TextEdit } from './text-edit.ts';

const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', '\n', '中', 'ש'), maxLength: 8 });
const marks = fc.record({ bold: fc.constant(true), italic: fc.constant(true), color: fc.constantFrom('#ff0000', '#00ff00') }, { requiredKeys: [] });
const paragraph: fc.Arbitrary<Paragraph> = fc.record({
  role: fc.constantFrom('title', 'normalText', 'caption'),
  spans: fc.array(fc.record({ text: fc.string({ unit: fc.constantFrom('x', 'y', ' ', 'ü'), minLength: 1, maxLength: 5 }), marks }, { requiredKeys: ['text'] }), { maxLength: 3 }),
  align: fc.option(fc.constantFrom('center', 'end'), { nil: undefined }),
  list: fc.option(fc.record({ kind: fc.constantFrom('bullet', 'ordered'), level: fc.integer({ min: 0, max: 2 }) }), { nil: undefined }),
  hint: fc.option(fc.constantFrom('Three reasons it matters', 'An example'), { nil: undefined }),
}).map((each) => JSON.parse(JSON.stringify(each)) as Paragraph);

function edit(length: number): fc.Arbitrary<TextEdit> {
  const offset = fc.integer({ min: 0, max: length });
  const range = fc.tuple(offset, offset).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
  return fc.oneof<fc.Arbitrary<TextEdit>[]>(
    fc.record({ type: fc.constant('insert' as const), at: offset, text, marks: fc.option(marks, { nil: undefined }) }).map((each) => JSON.parse(JSON.stringify(each)) as TextEdit),
    range.map(([from, to]) => ({ type: 'delete' as const, from, to })),
    fc.tuple(range, fc.record({ bold: fc.constantFrom(true, null), color: fc.constantFrom('#0000ff', null) }, { requiredKeys: [] })).map(([[from, to], patch]) => ({ type: 'format' as const, from, to, marks: patch })),
    fc.tuple(range, fc.record({ role: fc.constantFrom('headline', 'normalText', null), align: fc.constantFrom('center', null), hint: fc.constantFrom('What to say here', null) }, { requiredKeys: [] })).map(([[from, to], attrs]) => ({ type: 'paragraph' as const, from, to, attrs }) as TextEdit),
  );
}

const scenario = fc.array(paragraph, { minLength: 1, maxLength: 4 }).chain((paragraphs) => fc.tuple(fc.constant(paragraphs), fc.array(fc.constant(null), { minLength: 1, maxLength: 6 })));

/** Runs the edits on the pure model and on a real Y.Text side by side. */
function replay(start: Paragraph[], pick: (length: number) => TextEdit): void {
  const doc = new Y.Doc();
  const shared = doc.getText('t');
  shared.applyDelta(paragraphsToDelta(start));
  let model = deltaToParagraphs(shared.toDelta() as DeltaOp[]);
  for (let step = 0; step < 6; step += 1) {
    const next = pick(blockText(model).length);
    shared.applyDelta(editToDelta(model, next));
    model = applyTextEdit(model, next);
    expect(deltaToParagraphs(shared.toDelta() as DeltaOp[]), JSON.stringify(next)).toEqual(model);
  }
}

describe('the Y.Text delta mapping', () => {
  test('round-trips paragraphs through a Y.Text', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 4 }), (paragraphs) => {
        const doc = new Y.Doc();
        const shared = doc.getText('t');
        shared.applyDelta(paragraphsToDelta(paragraphs));
        const once = deltaToParagraphs(shared.toDelta() as DeltaOp[]);
        expect(deltaToParagraphs(paragraphsToDelta(once))).toEqual(once);
        expect(blockText(once)).toBe(blockText(paragraphs));
      }),
    );
  });

  test('any edit applied to a Y.Text gives the paragraphs applyTextEdit gives', () => {
    fc.assert(
      fc.property(scenario, fc.infiniteStream(fc.nat()), ([paragraphs], seeds) => {
        const stream = seeds[Symbol.iterator]();
        replay(paragraphs, (length) => fc.sample(edit(length), { numRuns: 1, seed: stream.next().value as number })[0]!);
      }),
      { numRuns: 150 },
    );
  });
});
