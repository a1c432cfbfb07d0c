import { expect, test } from 'vitest';
import { layoutText } from './layout-text.ts';
import { layout, paragraph } from './testing.ts';

/**
 * Baseline (Node 20, 2 cores), medians over 20 paragraphs of 60 words:
 * - first paragraphs of a process: 5–20 ms (V8 and the wasm tier-up are still compiling);
 * - steady state, new text: ≈ 0.6–1 ms to shape, break and position;
 * - steady state, same text at another width: ≈ 0.1 ms (served from the shaping cache).
 * yoga measures each text block several times per layout, so the last number is the one an
 * editor feels while dragging a block edge.
 */
const WORDS = 'slides carry one idea each so the words on them must wrap cleanly while a person drags the edge of a box'.split(' ');

function sixtyWords(seed: number): string {
  return Array.from({ length: 60 }, (_, index) => WORDS[(index * 7 + seed) % WORDS.length]).join(' ') + ` ${seed}.`;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

test('re-laying out a 60-word paragraph at a new width costs a fraction of shaping it', async () => {
  const { fonts } = await layout([paragraph(sixtyWords(0))], 400);
  let start = performance.now();
  layoutText(fonts, [paragraph(sixtyWords(1))], 400);
  const first = performance.now() - start;
  for (let seed = 2; seed < 60; seed += 1) layoutText(fonts, [paragraph(sixtyWords(seed))], 400);

  const cold: number[] = [];
  const warm: number[] = [];
  for (let seed = 100; seed < 120; seed += 1) {
    const input = [paragraph(sixtyWords(seed))];
    start = performance.now();
    layoutText(fonts, input, 400);
    cold.push(performance.now() - start);
    start = performance.now();
    for (let width = 200; width < 300; width += 1) layoutText(fonts, input, width);
    warm.push((performance.now() - start) / 100);
  }
  console.info(
    `60-word paragraph: first in process ${first.toFixed(2)} ms, cold ${median(cold).toFixed(3)} ms, ` +
      `warm (new width) ${median(warm).toFixed(3)} ms`,
  );
  expect(median(warm)).toBeLessThan(median(cold));
  expect(median(warm)).toBeLessThan(1);
});
