import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NodeRenderer } from './node-renderer.ts';
import { fixtureDeckNames, GOLDEN_DIR, renderFixtureDeck, renderThemeContactSheet } from './fidelity/index.ts';

/** `pnpm goldens:update`: re-renders every fixture page and the theme contact sheet into fixtures/golden. */
const renderer = await NodeRenderer.create();
await rm(GOLDEN_DIR, { recursive: true, force: true });
let count = 0;
for (const name of fixtureDeckNames()) {
  for (const page of await renderFixtureDeck(renderer, name)) {
    await mkdir(dirname(join(GOLDEN_DIR, page.golden)), { recursive: true });
    await writeFile(join(GOLDEN_DIR, page.golden), page.png);
    count++;
  }
}
const sheet = await renderThemeContactSheet(renderer);
await writeFile(join(GOLDEN_DIR, sheet.golden), sheet.png);
process.stdout.write(`wrote ${count + 1} golden PNGs to ${GOLDEN_DIR}\n`);
