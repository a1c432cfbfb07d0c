import { parseArgs } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import type { LayoutResult } from '@folio/layout';
import { layoutText, resolveTextStyle, type Scene } from '@folio/renderer';
import { NodeRenderer, readDeckFile } from '../src/index.ts';
import { FIXTURE_FILES, deckPath } from '../src/fidelity/index.ts';

/**
 * `pnpm bench:render [--runs 7] [--json]`: the 20-slide fixture deck through each stage.
 * Every run starts from a fresh renderer (cold shaping caches, cold glyph paths) after one
 * warm-up run that loads fonts and JIT-compiles, so the stage figures are what a new export
 * pays except font file loading. Each run then lays the deck out again from a copy of the
 * document with the same renderer — what the editor pays per slide after an edit, when only
 * the edited paragraph needs shaping. Goals: layout + scene ≤ 1 ms per slide, deck → PNGs
 * ≤ 700 ms. Last, a 60-word paragraph: shaped and broken into lines when new, and broken again
 * at another width from the shaping cache, as the layout engine measures a block several times
 * per layout and an editor while someone drags its edge.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, json: { type: 'boolean', default: false }, deck: { type: 'string', default: 'deck-20' } } });
const runs = Math.max(1, Number(values.runs));
const doc = await readDeckFile(deckPath(values.deck));
const slides = doc.pages.length;

interface Sample {
  layout: number;
  scene: number;
  draw: number;
  encode: number;
  wall: number;
  relayout: number;
}

async function runOnce(): Promise<Sample> {
  const renderer = await NodeRenderer.create();
  const prepared = await renderer.prepare(doc, FIXTURE_FILES);
  const images = prepared.drawableImages();
  const sample: Sample = { layout: 0, scene: 0, draw: 0, encode: 0, wall: 0, relayout: 0 };
  const wallStart = performance.now();
  const layouts: LayoutResult[] = [];
  let t = performance.now();
  for (let i = 0; i < slides; i++) layouts.push(prepared.layoutPage(i));
  sample.layout = performance.now() - t;
  t = performance.now();
  const scenes: Scene[] = layouts.map((layout, i) => prepared.scenePage(i, layout));
  sample.scene = performance.now() - t;
  t = performance.now();
  const canvases = scenes.map((scene) => {
    const canvas = createCanvas(scene.width, scene.height);
    renderer.drawOn(canvas.getContext('2d'), scene, 1, images);
    return canvas;
  });
  sample.draw = performance.now() - t;
  t = performance.now();
  await Promise.all(canvases.map((canvas) => canvas.encode('png')));
  sample.encode = performance.now() - t;
  sample.wall = performance.now() - wallStart;
  const edited = await renderer.prepare(structuredClone(doc), FIXTURE_FILES);
  t = performance.now();
  for (let i = 0; i < slides; i++) edited.scenePage(i);
  sample.relayout = performance.now() - t;
  return sample;
}

/** Medians over 20 new paragraphs: laid out when new, then at 100 other widths each. */
async function paragraphWidths(): Promise<{ newMs: number; newWidthMs: number }> {
  const renderer = await NodeRenderer.create();
  const prepared = await renderer.prepare(doc, FIXTURE_FILES);
  const style = resolveTextStyle(prepared.theme, 'normalText');
  const words = 'slides carry one idea each so the words on them must wrap cleanly while a person drags the edge of a box'.split(' ');
  const paragraph = (seed: number) => [{ spans: [{ text: Array.from({ length: 60 }, (_, i) => words[(i * 7 + seed) % words.length]).join(' ') + ` ${seed}.`, style }], align: 'start' as const, lineHeight: style.lineHeight, direction: 'auto' as const }];
  for (let seed = 0; seed < 60; seed++) layoutText(prepared.fonts, paragraph(seed), 400);
  const fresh: number[] = [];
  const widths: number[] = [];
  for (let seed = 100; seed < 120; seed++) {
    const input = paragraph(seed);
    let t = performance.now();
    layoutText(prepared.fonts, input, 400);
    fresh.push(performance.now() - t);
    t = performance.now();
    for (let width = 200; width < 300; width++) layoutText(prepared.fonts, input, width);
    widths.push((performance.now() - t) / 100);
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return { newMs: middle(fresh), newWidthMs: middle(widths) };
}

await runOnce();
const samples: Sample[] = [];
for (let i = 0; i < runs; i++) samples.push(await runOnce());
const paragraphs = await paragraphWidths();

const median = (pick: (sample: Sample) => number) => {
  const sorted = samples.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (value: number) => Math.round(value * 1000) / 1000;
const result = {
  deck: values.deck,
  slides,
  runs,
  layoutMsPerSlide: round(median((s) => s.layout) / slides),
  sceneMsPerSlide: round(median((s) => s.scene) / slides),
  drawMsPerSlide: round(median((s) => s.draw) / slides),
  /** Encoding runs concurrently off the main thread; per slide = elapsed / slides. */
  relayoutMsPerSlide: round(median((s) => s.relayout) / slides),
  pngEncodeMsPerSlide: round(median((s) => s.encode) / slides),
  deckToPngsMs: round(median((s) => s.wall)),
  paragraphNewMs: round(paragraphs.newMs),
  paragraphNewWidthMs: round(paragraphs.newWidthMs),
};
if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const lines = [
    `deck ${result.deck}: ${slides} slides, median of ${runs} runs (cold caches, fonts loaded)`,
    `layout          ${result.layoutMsPerSlide.toFixed(3)} ms/slide`,
    `scene           ${result.sceneMsPerSlide.toFixed(3)} ms/slide`,
    `layout + scene  ${(result.layoutMsPerSlide + result.sceneMsPerSlide).toFixed(3)} ms/slide   (goal ≤ 1; new text, cold shaping caches)`,
    `  after an edit ${result.relayoutMsPerSlide.toFixed(3)} ms/slide   (goal ≤ 1; shaping caches warm)`,
    `draw            ${result.drawMsPerSlide.toFixed(3)} ms/slide`,
    `png encode      ${result.pngEncodeMsPerSlide.toFixed(3)} ms/slide`,
    `deck → PNGs     ${result.deckToPngsMs.toFixed(1)} ms   (goal ≤ 700)`,
    `60-word paragraph, new ${result.paragraphNewMs.toFixed(3)} ms, at another width ${result.paragraphNewWidthMs.toFixed(3)} ms (shaping cache; goal ≤ 1)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
