import { readFileSync } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dismissSurvey, signUpAndSignIn } from './helpers.ts';

/**
 * `pnpm --filter @folio/app bench:editor`: the editor's speed in Chromium, against the goals of
 * issue 6 — on a 40-block slide, the median frame while dragging a block and the median
 * keystroke-to-repaint while typing (≤ 8 ms each), and opening a 100-slide deck (≤ 1.5 s).
 * A frame is timed from the input event to the end of the Konva layer draw it causes.
 * Results go to out/bench/editor.json. Skipped in ordinary end-to-end runs.
 */
test.skip(!process.env.FOLIO_BENCH, 'set FOLIO_BENCH=1 (pnpm bench:editor) to run the editor benchmark');
test.use({ viewport: { width: 1440, height: 900 } });

const FIXTURES = new URL('../../../fixtures/', import.meta.url).pathname;
const OUT = new URL('../../../out/bench/', import.meta.url).pathname;

function textBlock(id: string, text: string) {
  return { id, type: 'content', content: { kind: 'text', paragraphs: [{ role: 'normalText', spans: [{ text }] }] } };
}

/** 8 rows of 5 text blocks: the 40-block slide of the goal. */
function fortyBlockDeck() {
  const rows = Array.from({ length: 8 }, (_, r) => ({
    id: `r${r}`,
    type: 'row',
    children: Array.from({ length: 5 }, (_, c) => textBlock(`b${r}-${c}`, `Block ${r * 5 + c + 1}`)),
  }));
  return { kind: 'presentation', title: '40 blocks', themeId: 'sunlit', pages: [{ id: 'p1', layout: { id: 'root', type: 'column', children: rows } }], scriptMap: {} };
}

/** The 20-slide fixture deck five times over, with ids made unique per copy. */
function hundredSlideDeck() {
  const deck = JSON.parse(readFileSync(`${FIXTURES}decks/deck-20.json`, 'utf8').replaceAll('"../assets/', '"/fixtures/assets/'));
  const renamed = (node: { id: string; children?: unknown[] }, copy: number): unknown => ({ ...node, id: `${node.id}-${copy}`, ...(node.children ? { children: node.children.map((child) => renamed(child as { id: string }, copy)) } : {}) });
  const pages = Array.from({ length: 5 }, (_, copy) => deck.pages.map((page: { id: string; layout: { id: string } }) => ({ ...page, id: `${page.id}-${copy}`, layout: renamed(page.layout, copy) }))).flat();
  return { ...deck, pages, scriptMap: {} };
}

async function create(page: Page, doc: unknown): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('iart_token'));
  const answer = await (await page.request.post('/api2/v1/project/create', { data: { kind: 'presentation', doc }, headers: { authorization: `Bearer ${token}` } })).json();
  expect(answer.code).toBe(200);
  return String(answer.data.id);
}

/** Times each input event to the end of the next draw of a layer (SlideCanvas stacks: 0 page frame, 1 blocks, 2 overlays). */
async function startTiming(page: Page, eventType: string, layerIndex: number): Promise<void> {
  await page.evaluate(
    ([type, index]) => {
      const konva = (window as unknown as { Konva: { stages: { getLayers(): { on(event: string, fn: () => void): void }[] }[] } }).Konva;
      const layer = konva.stages[konva.stages.length - 1]!.getLayers()[index as number]!;
      const state = { pending: null as number | null, samples: [] as number[] };
      (window as unknown as { benchTiming: typeof state }).benchTiming = state;
      document.addEventListener(type as string, () => (state.pending ??= performance.now()), true);
      layer.on('draw', () => {
        if (state.pending === null) return;
        state.samples.push(performance.now() - state.pending);
        state.pending = null;
      });
    },
    [eventType, layerIndex] as const,
  );
}

async function median(page: Page): Promise<{ median: number; samples: number }> {
  const samples = await page.evaluate(() => (window as unknown as { benchTiming: { samples: number[] } }).benchTiming.samples);
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: Number((sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(2)), samples: sorted.length };
}

test('editor speed: dragging, typing and opening a large deck', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'editor-bench');
  await dismissSurvey(page);

  await page.goto(`/presentation/${await create(page, fortyBlockDeck())}`);
  await expect(page.getByTestId('block')).toHaveCount(40);
  const blocks = page.getByTestId('block');
  const first = (await blocks.nth(0).boundingBox())!;
  const target = (await blocks.nth(39).boundingBox())!;

  await startTiming(page, 'mousemove', 2);
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 5, target.y + target.height / 2, { steps: 60 });
  const drag = await median(page);
  await page.mouse.up();

  await blocks.nth(10).click({ force: true });
  await page.keyboard.press('Enter');
  await startTiming(page, 'keydown', 1);
  await page.keyboard.press('End');
  for (const character of 'The quick brown fox jumps over the lazy dog') {
    await page.keyboard.type(character);
    await page.waitForTimeout(30);
  }
  const typing = await median(page);

  const deckId = await create(page, hundredSlideDeck());
  await page.goto('/workspace');
  const started = Date.now();
  await page.goto(`/presentation/${deckId}`);
  await expect(page.getByTestId('slide-item')).toHaveCount(100);
  await expect(page.getByTestId('block').first()).toBeAttached();
  const open = Date.now() - started;

  const report = {
    dragFrameMedianMs: drag,
    keystrokeToRepaintMedianMs: typing,
    open100SlidesMs: open,
    goals: { dragFrameMs: 8, keystrokeMs: 8, open100SlidesMs: 1500 },
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}editor.json`, JSON.stringify(report, null, 2));
  console.info(`editor bench: ${JSON.stringify(report)}`);
});
