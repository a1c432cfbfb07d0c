/**
 * Layout speed for a typical slide: 20 content blocks in nested rows and columns, with a
 * constant-cost measure so only layout is timed (text measuring is the renderer's bench).
 * Run: pnpm tsx packages/layout/bench/layout.bench.ts
 */
import { collectIds, computeLayout, contentNodes, SLIDE_HEIGHT, SLIDE_WIDTH, type Measure } from '../src/index.ts';
import { block, column, row } from '../src/tree/testing/build-tree.ts';

const slide = column('root', [
  block('title'),
  block('subtitle', { minHeight: 'max-content' }),
  row('body', [
    column('points', [block('p1'), block('p2'), block('p3')]),
    block('image', { size: 2 }),
    column('side', [block('chart', { size: 1 }), block('legend'), block('caption')]),
  ], { size: 1 }),
  row('cards', [block('c1'), block('c2'), block('c3'), block('c4')]),
  row('closing', [block('quote', { size: 2 }), column('cta', [block('note'), block('link'), block('button')])]),
  row('footer', [block('f1'), block('f2'), block('f3')], { minHeight: 60 }),
]);

const measure: Measure = () => 48;
const frame = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };
const batch = 100;
const samples = 300;

for (let run = 0; run < 3_000; run++) computeLayout({ layout: slide }, frame, measure);

const perLayout: number[] = [];
for (let sample = 0; sample < samples; sample++) {
  const start = performance.now();
  for (let run = 0; run < batch; run++) computeLayout({ layout: slide }, frame, measure);
  perLayout.push(((performance.now() - start) * 1000) / batch);
}
perLayout.sort((a, b) => a - b);
const at = (quantile: number) => perLayout[Math.floor(quantile * (perLayout.length - 1))]!.toFixed(1);

process.stdout.write(
  `layout: ${contentNodes(slide).length} blocks, ${collectIds(slide).length} nodes — median ${at(0.5)} µs per layout (p10 ${at(0.1)}, p90 ${at(0.9)})\n`,
);
