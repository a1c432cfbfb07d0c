import { QuoteBlock, type BlockOf, type ContentNode, type NodeId } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import type { BeginOp, DrawOp, GlyphsOp, PathOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { escapees, opBounds, testContext, texts } from './block-test-kit.ts';
import { quoteRenderer } from './quote.ts';

type Quote = BlockOf<'quote'>;

const SENTENCE = 'The best way to predict the future is to invent it.';
const ARABIC = 'العلم في الصغر كالنقش على الحجر';
const PHOTO = 'https://images.example.com/ada.png';

let ctx: SceneContext;
beforeAll(async () => {
  ctx = await testContext(`${SENTENCE} ${ARABIC} Ada Lovelace 1843 example.com AL`, { [PHOTO]: { width: 200, height: 300 } });
});

function quote(fields: Partial<Quote> = {}): Quote {
  return QuoteBlock.parse({ kind: 'quote', sentence: SENTENCE, author: 'Ada Lovelace', time: '1843', ...fields });
}

function draw(block: Quote, width = 480, height?: number): { ops: DrawOp[]; box: { x: number; y: number; width: number; height: number } } {
  const box = { x: 40, y: 20, width, height: height ?? quoteRenderer.measure(block, width, ctx) };
  const out = new OpSink();
  quoteRenderer.draw(block, box, ctx, out, { id: 'quote' as NodeId, type: 'content', content: block } satisfies ContentNode);
  return { ops: out.ops, box };
}

/** The quotation mark: the accent-filled path drawn before any text. */
function mark(ops: DrawOp[]): PathOp {
  return ops.find((op): op is PathOp => op.op === 'path' && op.fill === ctx.theme.seedColor)!;
}

describe('quote card', () => {
  test('shows the photo in a circle when the image loaded', () => {
    const { ops } = draw(quote({ imgUrl: PHOTO }));
    const image = ops.findIndex((op) => op.op === 'image' && op.src === PHOTO);
    expect(image).toBeGreaterThan(0);
    const clip = (ops[image - 1] as BeginOp).clip!;
    expect(clip.radius).toBe(clip.width / 2);
    expect(clip.width).toBe(clip.height);
    expect(ops[image + 1]!.op).toBe('end');
    expect(texts(ops)).not.toContain('AL');
  });

  test('falls back to the author’s initials when the image is missing', () => {
    const { ops } = draw(quote({ imgUrl: 'https://images.example.com/gone.png' }));
    expect(ops.some((op) => op.op === 'image')).toBe(false);
    expect(texts(ops)).toContain('AL');
  });

  test('sets the sentence under a large accent quotation mark, the author below it', () => {
    const { ops } = draw(quote());
    const markBox = opBounds(mark(ops))!;
    expect(markBox.height).toBeGreaterThanOrEqual(24);
    const glyphs = ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
    const sentence = glyphs.find((op) => op.text.startsWith('The best'))!;
    const author = glyphs.find((op) => op.text === 'Ada Lovelace')!;
    expect(sentence.y).toBeGreaterThan(markBox.y + markBox.height);
    expect(author.y).toBeGreaterThan(sentence.y);
    expect(sentence.fontSize).toBeGreaterThan(author.fontSize);
  });

  test('shows a web address as its host, next to the time', () => {
    const { ops } = draw(quote({ address: 'https://www.example.com/articles/ada?ref=deck' }));
    expect(texts(ops)).toContain('1843 · example.com');
  });

  test('a right-to-left sentence puts the mark and the avatar on the right', () => {
    const ltr = draw(quote());
    const rtl = draw(quote({ sentence: ARABIC, author: 'مثل عربي' }));
    const middle = rtl.box.x + rtl.box.width / 2;
    expect(opBounds(mark(ltr.ops))!.x).toBeLessThan(middle);
    expect(opBounds(mark(rtl.ops))!.x).toBeGreaterThan(middle);
    const avatar = rtl.ops.filter((op): op is PathOp => op.op === 'path' && op.fill === ctx.theme.seedColor)[1]!;
    expect(opBounds(avatar)!.x).toBeGreaterThan(middle);
    const sentence = rtl.ops.filter((op): op is GlyphsOp => op.op === 'glyphs' && op.rtl);
    expect(Math.max(...sentence.map((op) => op.x + op.width))).toBeGreaterThan(rtl.box.x + rtl.box.width - 40);
  });

  test('grows with its sentence and keeps everything inside its card', () => {
    const short = quote();
    const long = quote({ sentence: `${SENTENCE} ${SENTENCE} ${SENTENCE}` });
    expect(quoteRenderer.measure(long, 480, ctx)).toBeGreaterThan(quoteRenderer.measure(short, 480, ctx));
    for (const block of [short, long, quote({ author: '', time: '' }), quote({ imgUrl: PHOTO, address: 'Paris' })]) {
      for (const width of [200, 480, 900]) {
        const { ops, box } = draw(block, width);
        expect(escapees(ops, box)).toEqual([]);
      }
    }
  });

  test('a quote with nobody attached draws no avatar', () => {
    const { ops } = draw(quote({ author: '', time: '' }));
    expect(ops.filter((op) => op.op === 'path' && op.fill === ctx.theme.seedColor)).toHaveLength(1);
    expect(texts(ops).join(' ')).toContain('The best way');
  });

  test('sits on the theme’s card', () => {
    const { ops, box } = draw(quote());
    const card = ops.find((op) => op.op === 'rect');
    expect(card).toMatchObject({ x: box.x, y: box.y, width: box.width, height: box.height, fill: ctx.theme.block.backgroundColor });
  });
});
