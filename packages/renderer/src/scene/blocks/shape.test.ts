import { ShapeBlock, type Box } from '@folio/layout';
import { expect, test } from 'vitest';
import type { GlyphsOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { glyphBox, testContext } from './block-test-kit.ts';
import { shapeRenderer } from './shape.ts';

test('a long label stays inside its shape, set smaller, instead of spilling over the slide', async () => {
  const label = 'Every morning our bakers start at four so that the first loaves leave the oven warm and reach the old town';
  const ctx = await testContext(label);
  const box: Box = { x: 100, y: 100, width: 320, height: 160 };
  for (const shape of ['rounded', 'ellipse', 'diamond'] as const) {
    const block = ShapeBlock.parse({ kind: 'shape', shape, label, strokeWidth: 0 });
    const out = new OpSink();
    shapeRenderer.draw(block, box, ctx, out, { id: 's' as never, type: 'content', content: block });
    const glyphs = out.ops.filter((op): op is GlyphsOp => op.op === 'glyphs');
    expect(glyphs.map((op) => op.text).join(' ')).toContain('loaves');
    for (const op of glyphs) {
      const drawn = glyphBox(op);
      expect(drawn.y, `${shape}: "${op.text}"`).toBeGreaterThanOrEqual(box.y);
      expect(drawn.y + drawn.height, `${shape}: "${op.text}"`).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});
