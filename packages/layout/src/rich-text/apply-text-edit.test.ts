import { describe, expect, test } from 'vitest';
import type { Paragraph } from '../schema/text.ts';
import { applyTextEdit } from './apply-text-edit.ts';
import { blockText } from './block-text.ts';
import { TextEditError } from './text-edit.ts';

const heading: Paragraph = { role: 'title', align: 'center', spans: [{ text: 'Hello ' }, { text: 'world', marks: { bold: true } }] };
const body: Paragraph = { role: 'normalText', spans: [{ text: 'Second line' }] };

describe('typing and deleting in a text block', () => {
  test('typed text takes the marks it is given and joins a neighbour with the same marks', () => {
    const [result] = applyTextEdit([heading], { type: 'insert', at: 11, text: '!', marks: { bold: true } });
    expect(result!.spans).toEqual([{ text: 'Hello ' }, { text: 'world!', marks: { bold: true } }]);
  });

  test('Enter in the middle of a heading gives both halves the heading style', () => {
    const result = applyTextEdit([heading], { type: 'insert', at: 6, text: '\n' });
    expect(result.map((paragraph) => paragraph.role)).toEqual(['title', 'title']);
    expect(result.map((paragraph) => paragraph.align)).toEqual(['center', 'center']);
    expect(blockText(result)).toBe('Hello \nworld');
    expect(result[1]!.spans).toEqual([{ text: 'world', marks: { bold: true } }]);
  });

  test('pasting several lines makes several paragraphs', () => {
    const result = applyTextEdit([body], { type: 'insert', at: 6, text: 'a\nb\nc ' });
    expect(blockText(result)).toBe('Seconda\nb\nc  line');
    expect(result).toHaveLength(3);
  });

  test('Backspace at the start of a paragraph joins it to the one before, keeping the first style', () => {
    const result = applyTextEdit([heading, body], { type: 'delete', from: 11, to: 12 });
    expect(result).toHaveLength(1);
    expect(result[0]!.role).toBe('title');
    expect(blockText(result)).toBe('Hello worldSecond line');
  });

  test('deleting across three paragraphs leaves one', () => {
    const result = applyTextEdit([heading, body, body], { type: 'delete', from: 3, to: 30 });
    expect(blockText(result)).toBe('Hel line');
    expect(result).toHaveLength(1);
    expect(result[0]!.role).toBe('title');
  });

  test('deleting everything leaves one empty paragraph with the first style', () => {
    const all = blockText([heading, body]).length;
    const result = applyTextEdit([heading, body], { type: 'delete', from: 0, to: all });
    expect(result).toEqual([{ role: 'title', align: 'center', spans: [] }]);
  });

  test('typing into an empty block makes its first paragraph', () => {
    expect(applyTextEdit([], { type: 'insert', at: 0, text: 'Hi' })).toEqual([{ role: 'normalText', spans: [{ text: 'Hi' }] }]);
  });
});

describe('formatting', () => {
  test('bold over part of a span splits it, and unbolding merges it back', () => {
    const bold = applyTextEdit([body], { type: 'format', from: 0, to: 6, marks: { bold: true } });
    expect(bold[0]!.spans).toEqual([{ text: 'Second', marks: { bold: true } }, { text: ' line' }]);
    const plain = applyTextEdit(bold, { type: 'format', from: 0, to: 6, marks: { bold: null } });
    expect(plain[0]!.spans).toEqual([{ text: 'Second line' }]);
  });

  test('a colour across two paragraphs colours both parts and no newline', () => {
    const result = applyTextEdit([heading, body], { type: 'format', from: 8, to: 15, marks: { color: '#ff0000' } });
    expect(result[0]!.spans.at(-1)).toEqual({ text: 'rld', marks: { bold: true, color: '#ff0000' } });
    expect(result[1]!.spans[0]).toEqual({ text: 'Sec', marks: { color: '#ff0000' } });
  });

  test('a list applies to every paragraph the selection touches', () => {
    const result = applyTextEdit([heading, body, body], { type: 'paragraph', from: 3, to: 14, attrs: { list: { kind: 'bullet', level: 0 } } });
    expect(result.map((paragraph) => paragraph.list?.kind)).toEqual(['bullet', 'bullet', undefined]);
  });

  test('clearing the role makes normal text', () => {
    const [result] = applyTextEdit([heading], { type: 'paragraph', from: 0, to: 0, attrs: { role: null, align: null } });
    expect(result!.role).toBe('normalText');
    expect(result!.align).toBeUndefined();
  });
});

test('edits outside the text are refused and change nothing', () => {
  const before = structuredClone([heading]);
  expect(() => applyTextEdit([heading], { type: 'insert', at: 99, text: 'x' })).toThrow(TextEditError);
  expect(() => applyTextEdit([heading], { type: 'delete', from: 5, to: 2 })).toThrow(TextEditError);
  expect([heading]).toEqual(before);
});
