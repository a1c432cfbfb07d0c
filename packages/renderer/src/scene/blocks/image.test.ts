import { ImageBlock, type Box } from '@folio/layout';
import { expect, test } from 'vitest';
import type { GlyphsOp, ImageOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { testContext } from './block-test-kit.ts';
import { imageRenderer } from './image.ts';

test('a contained picture keeps its caption just under it, both in the middle of a tall box', async () => {
  const ctx = await testContext('', { 'wide.png': { width: 1600, height: 400 } });
  const block = ImageBlock.parse({ kind: 'image', src: 'wide.png', fit: 'contain', caption: 'Harbour at dawn' });
  const box: Box = { x: 40, y: 60, width: 480, height: 500 };
  const out = new OpSink();
  imageRenderer.draw(block, box, ctx, out, { id: 'img' as never, type: 'content', content: block });
  const picture = out.ops.find((op): op is ImageOp => op.op === 'image')!;
  const caption = out.ops.find((op): op is GlyphsOp => op.op === 'glyphs')!;
  expect(picture.height).toBeCloseTo(120, 0);
  const gapUnderPicture = caption.y - (picture.y + picture.height);
  expect(gapUnderPicture).toBeGreaterThan(0);
  expect(gapUnderPicture).toBeLessThan(30);
  const above = picture.y - box.y;
  const below = box.y + box.height - caption.y;
  expect(Math.abs(above - below)).toBeLessThan(30);
});
