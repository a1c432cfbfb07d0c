/**
 * What a block needs loaded before it can be measured and drawn synchronously: the images it
 * draws (by src) and the text, with its paragraphs' languages, that fonts must cover.
 */
export interface BlockNeeds {
  images: string[];
  text: string[];
  langs: string[];
}

/**
 * Every string of a block's content, so fallback fonts cover whatever it shows. It
 * over-collects (ids, colours, sources), which at worst loads a face too many, never one too few.
 */
export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** The needs of a block that draws no image: its strings' fonts. */
export function textNeeds(block: object): BlockNeeds {
  return { images: [], text: stringsOf(block), langs: [] };
}
