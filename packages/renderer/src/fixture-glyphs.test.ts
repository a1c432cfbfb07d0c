import { readdirSync, readFileSync } from 'node:fs';
import { ProjectDocument } from '@folio/layout';
import { expect, test } from 'vitest';
import { prepareDocument } from './document.ts';
import { testFonts } from './text/testing.ts';

const DECKS = new URL('../../../fixtures/decks/', import.meta.url);

/**
 * Characters no font Folio ships can draw: edge-cases.json holds a Linear B ideogram on
 * purpose, to show that such a character still takes its place (as a .notdef box).
 */
const UNDRAWABLE = new Set(['𐃏']);

test.each(readdirSync(DECKS).filter((name) => name.endsWith('.json')))('every character of %s is drawn with a face that has it', async (name) => {
  const doc = ProjectDocument.parse(JSON.parse(readFileSync(new URL(name, DECKS), 'utf8')));
  const prepared = await prepareDocument(doc, { fonts: await testFonts(), loadImage: async () => Promise.reject(new Error('images are not needed here')) });
  const boxes: string[] = [];
  doc.pages.forEach((_, index) => {
    for (const op of prepared.scenePage(index).ops) {
      if (op.op !== 'glyphs') continue;
      const notdef = op.glyphs.filter((glyph) => glyph.id === 0).length;
      const expected = [...op.text].filter((char) => UNDRAWABLE.has(char)).length;
      if (notdef > expected) boxes.push(`page ${index + 1}: ${op.text} (${op.fontKey})`);
    }
  });
  expect(boxes).toEqual([]);
});
