export { fixtureDeckNames, deckPath, DECKS_DIR, FIXTURES_DIR, GOLDEN_DIR } from './fixture-paths.ts';
export { FIXTURE_FILES, renderFixtureDeck, renderThemeContactSheet, type RenderedPage } from './render-fixtures.ts';
export { comparePixels, comparePngs, PIXEL_THRESHOLD, type PngDiff, type RgbaImage } from './compare-png.ts';
