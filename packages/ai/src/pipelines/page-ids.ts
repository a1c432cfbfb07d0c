/**
 * Page ids for generated slides: short, unique within a deck, and the same for the same
 * input (so composer decks are reproducible). `seed` separates generations of one project.
 */
export function pageIdFor(seed: string, index: number): string {
  return `s${hash(seed)}-${index + 1}`;
}

/** FNV-1a, base 36: ids, not security. */
export function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}
