import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures');
export const DECKS_DIR = join(FIXTURES_DIR, 'decks');
export const GOLDEN_DIR = join(FIXTURES_DIR, 'golden');

/** Fixture deck names (file names without `.json`), sorted. */
export function fixtureDeckNames(): string[] {
  return readdirSync(DECKS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function deckPath(name: string): string {
  return join(DECKS_DIR, `${name}.json`);
}
