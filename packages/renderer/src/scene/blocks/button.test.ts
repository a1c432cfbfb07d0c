import { ButtonBlock, type Box } from '@folio/layout';
import { expect, test } from 'vitest';
import type { RectOp } from '../types.ts';
import { OpSink } from './block-renderer.ts';
import { testContext } from './block-test-kit.ts';
import { buttonRenderer } from './button.ts';

const BOX: Box = { x: 100, y: 50, width: 600, height: 80 };

async function pill(button: Record<string, unknown>): Promise<RectOp> {
  const ctx = await testContext('انضم إلينا');
  const block = ButtonBlock.parse({ kind: 'button', url: 'https://example.com', ...button });
  const out = new OpSink();
  buttonRenderer.draw(block, BOX, ctx, out, { id: 'b' as never, type: 'content', content: block });
  return out.ops.find((op): op is RectOp => op.op === 'rect')!;
}

test('a centred button sits in the middle of its box, under centred text', async () => {
  const rect = await pill({ label: 'Join the garden day', align: 'center' });
  expect(rect.x + rect.width / 2).toBeCloseTo(BOX.x + BOX.width / 2, 0);
});

test('a button starts where its label reads from: left for English, right for Arabic', async () => {
  expect((await pill({ label: 'Read the full report' })).x).toBe(BOX.x);
  const arabic = await pill({ label: 'انضم إلينا' });
  expect(arabic.x + arabic.width).toBeCloseTo(BOX.x + BOX.width, 0);
  const end = await pill({ label: 'Read the full report', align: 'end' });
  expect(end.x + end.width).toBeCloseTo(BOX.x + BOX.width, 0);
});
