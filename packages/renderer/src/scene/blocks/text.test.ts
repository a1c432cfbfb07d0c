import { readFileSync } from 'node:fs';
import { contentNodes, ProjectDocument, type BlockOf, type ContentNode } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import type { BeginOp, GlyphsOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { testContext, texts } from './block-test-kit.ts';
import { layoutBlockText, textRenderer } from './text.ts';
import { TextCarets } from '../../text/index.ts';

const deck = ProjectDocument.parse(JSON.parse(readFileSync(new URL('../../../../../fixtures/hints/hinted-deck.json', import.meta.url), 'utf8')));
const blocks = new Map(contentNodes(deck.pages[0]!.layout).map((node) => [node.id as string, node]));
const HINTS = ['Three reasons the water cycle matters to a 10-year-old', 'Where rain goes after it falls on your school'];

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext(JSON.stringify(deck));
});

function node(id: string): ContentNode & { content: BlockOf<'text'> } {
  return blocks.get(id) as ContentNode & { content: BlockOf<'text'> };
}

/** The hinted block's paragraphs holding `texts` instead: what it is once someone typed into it. */
function typed(id: string, words: string[]): ContentNode & { content: BlockOf<'text'> } {
  const hinted = node(id);
  const paragraphs = hinted.content.paragraphs.map((paragraph, index) => ({ ...paragraph, spans: [{ text: words[index] ?? '' }] }));
  return { ...hinted, content: { ...hinted.content, paragraphs } };
}

function draw(block: ContentNode & { content: BlockOf<'text'> }, context: SceneContext, width = 700) {
  const box = { x: 40, y: 20, width, height: textRenderer.measure(block.content, width, context) };
  const out = new OpSink();
  textRenderer.draw(block.content, box, context, out, block);
  return { ops: out.ops, box };
}

describe('hints of empty paragraphs', () => {
  test('take the room their text would, so typing over them does not move the slide', () => {
    const hinted = textRenderer.measure(node('hint-1-points').content, 300, ctx);
    expect(hinted).toBe(textRenderer.measure(typed('hint-1-points', HINTS).content, 300, ctx));
    // At 300 px the first hint wraps: two lines and more, not one empty line per paragraph.
    expect(hinted).toBeGreaterThan(textRenderer.measure(typed('hint-1-points', ['a', 'b']).content, 300, ctx));
  });

  test('are not drawn unless the editor asks for them', () => {
    const { ops } = draw(node('hint-1-points'), ctx);
    expect(ops).toEqual([]);
    const mixed = draw(node('hint-1-mixed'), ctx);
    expect(texts(mixed.ops).join('')).toBe('Clouds are made of tiny drops.');
  });

  test('are drawn faded, in the paragraph’s role style, when the editor asks', () => {
    const { ops } = draw(node('hint-1-points'), { ...ctx, showHints: true });
    expect(texts(ops).join(' ')).toContain('Three reasons');
    expect(texts(ops).join(' ')).toContain('Where rain goes');
    const begin = ops[0] as BeginOp;
    expect(begin.op).toBe('begin');
    expect(begin.opacity).toBeLessThan(0.6);
    expect(ops.at(-1)!.op).toBe('end');
    const plain = draw(typed('hint-1-points', HINTS), ctx);
    const glyphs = (list: typeof ops) => list.filter((op) => op.op === 'glyphs').map((op) => op.op === 'glyphs' && [op.fontKey, op.fontSize, op.color, op.x, op.y]);
    expect(glyphs(ops)).toEqual(glyphs(plain.ops));
  });

  test('a hint under typed text is never drawn', () => {
    const { ops } = draw(node('hint-1-mixed'), { ...ctx, showHints: true });
    const shown = texts(ops).join(' ');
    expect(shown).not.toContain('never shown');
    expect(shown).toContain('Where the photo');
  });

  test('the caret in a hinted paragraph stands at its start, and moving down passes the hint’s other lines', () => {
    const block = node('hint-1-points');
    const layout = layoutBlockText(block.content, 300, ctx);
    const carets = new TextCarets(layout, ['', '']);
    const first = layout.lines.filter((line) => line.paragraph === 0);
    expect(first.length).toBeGreaterThan(1);
    expect(carets.caret({ paragraph: 0, offset: 0 }).line).toBe(0);
    expect(carets.hit(200, first[1]!.top + 2)).toEqual({ paragraph: 0, offset: 0 });
    expect(carets.move({ paragraph: 0, offset: 0 }, 'down').position).toEqual({ paragraph: 1, offset: 0 });
  });
});

describe('what a text block was drawn from', () => {
  test('is recorded with the layout and origin its glyphs were drawn at, so a writer can rebuild it without laying it out again', () => {
    const block = node('hint-1-mixed');
    const height = textRenderer.measure(block.content, 400, ctx);
    const box = { x: 40, y: 20, width: 400, height: height + 100 };
    const out = new OpSink();
    out.node = block.id;
    textRenderer.draw(block.content, box, ctx, out, { ...block, align: 'middle' });
    const drawn = out.blocks.get(block.id);
    if (drawn?.kind !== 'text') throw new Error('the text block recorded nothing');
    expect(drawn.layout).toBe(layoutBlockText(block.content, 400, ctx));
    expect(drawn.paragraphs.map((paragraph) => paragraph.spans.map((span) => span.text).join(''))).toContain('Clouds are made of tiny drops.');
    // Middle alignment moves the text down into the taller box: the origin is where it was drawn.
    expect(drawn.x).toBe(box.x);
    expect(drawn.y).toBe(box.y + 50);
    const glyphs = out.ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
    const runs = drawn.layout.lines.filter((line) => !line.hint).flatMap((line) => line.runs);
    expect(glyphs.map((op) => [op.x, op.y])).toEqual(runs.map((run) => [drawn.x + run.x, drawn.y + run.baseline]));
  });
});
