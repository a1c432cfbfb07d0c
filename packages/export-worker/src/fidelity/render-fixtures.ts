import { createCanvas, type Image } from '@napi-rs/canvas';
import { BUILTIN_THEMES, type PreparedDocument } from '@folio/renderer';
import type { ProjectDocument } from '@folio/layout';
import { readDeckFile } from '../deck-file.ts';
import { NodeRenderer } from '../node-renderer.ts';
import { pageFileName } from '../render-deck.ts';
import { DECKS_DIR, FIXTURES_DIR, deckPath } from './fixture-paths.ts';

export const FIXTURE_FILES = { baseDir: DECKS_DIR, root: FIXTURES_DIR };

export interface RenderedPage {
  /** Path under fixtures/golden, e.g. `cjk/02.png`. */
  golden: string;
  png: Buffer;
}

/** Renders every page of a fixture deck in Node, as the goldens record it (scale 1). */


export async function renderFixtureDeck(renderer: NodeRenderer, name: string): Promise<RenderedPage[]> {
  const doc = await readDeckFile(deckPath(name));
  const prepared = await renderer.prepare(doc, FIXTURE_FILES);
  return Promise.all(
    doc.pages.map(async (_page, index) => ({
      golden: `${name}/${pageFileName(index, doc.pages.length)}`,
      png: await renderer.drawPage(prepared, index, 1).encode('png'),
    })),
  );
}

/** Contact sheet geometry: each theme's showcase pages side by side, two themes per row. */
const SHEET_SCALE = 0.25;
const THEMES_PER_ROW = 2;
const GUTTER = 8;

/**
 * The theme contact sheet: the `every-theme` showcase deck drawn under each of the 30
 * themes, tiled into one image, so a glance (and one golden) covers every theme.
 */
export async function renderThemeContactSheet(renderer: NodeRenderer): Promise<RenderedPage> {
  const base = await readDeckFile(deckPath('every-theme'));
  const pages: { prepared: PreparedDocument<Image>; index: number }[][] = [];
  for (const theme of BUILTIN_THEMES) {
    const doc: ProjectDocument = { ...base, themeId: theme.id };
    const prepared = await renderer.prepare(doc, FIXTURE_FILES);
    pages.push(doc.pages.map((_page, index) => ({ prepared, index })));
  }
  const perTheme = base.pages.length;
  const tileW = Math.round(1200 * SHEET_SCALE);
  const tileH = Math.round(675 * SHEET_SCALE);
  const columns = perTheme * THEMES_PER_ROW;
  const rows = Math.ceil(pages.length / THEMES_PER_ROW);
  const sheet = createCanvas(columns * (tileW + GUTTER) + GUTTER, rows * (tileH + GUTTER) + GUTTER);
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#d8dbe2';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  pages.forEach((themePages, themeIndex) => {
    themePages.forEach(({ prepared, index }) => {
      const tile = renderer.drawPage(prepared, index, SHEET_SCALE);
      const column = (themeIndex % THEMES_PER_ROW) * perTheme + index;
      const row = Math.floor(themeIndex / THEMES_PER_ROW);
      ctx.drawImage(tile, GUTTER + column * (tileW + GUTTER), GUTTER + row * (tileH + GUTTER));
    });
  });
  return { golden: 'themes-contact-sheet.png', png: await sheet.encode('png') };
}
