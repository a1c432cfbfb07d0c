export { fixtureDeckNames, deckPath, DECKS_DIR, FIXTURES_DIR, GOLDEN_DIR } from './fixture-paths.ts';
export { FIXTURE_FILES, renderFixtureDeck, renderThemeContactSheet, type RenderedPage } from './render-fixtures.ts';
export { comparePngs, PIXEL_THRESHOLD, type PngDiff } from './compare-png.ts';
